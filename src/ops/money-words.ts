/**
 * Money and time as staff read them (decision 0048): amounts with the currency and separators,
 * journal accounts named in the console's language instead of their keys, and a clock's distance
 * in days and hours.
 */
import { formatMoney } from '../shared/format';
import { isCountry } from '../shared/countries';
import type { OpsT } from './use-ops-t';

/** 'TZS 1,234,567' for a country's amount; the digits alone when the country is unknown. */
export function moneyText(amount: number, country?: string | null): string {
  return formatMoney(amount, country && isCountry(country) ? country : undefined);
}

/**
 * A journal account in words ('receivable:principal' → 'Principal owed'). i18next reads ':' as a
 * namespace separator, so the locale key spells it '_'; an account a newer server added shows
 * its key rather than nothing.
 */
export function accountWord(t: OpsT, account: string): string {
  const key = `account.${account.replace(/:/g, '_')}`;
  const word = t(key);
  return word === key ? account : word;
}

/** Journal lines as a sentence: 'Principal owed TZS 5,000, Interest owed TZS 200'. */
export function linesText(
  t: OpsT,
  lines: readonly { account: string; amount: number }[],
  country?: string | null,
): string {
  return lines
    .map((l) => `${accountWord(t, l.account)} ${moneyText(l.amount, country)}`)
    .join(', ');
}

/** '3 days 4 hours', '5 hours', '40 minutes': a span of minutes in words. */
export function spanText(t: OpsT, minutes: number): string {
  const total = Math.abs(Math.round(minutes));
  const days = Math.floor(total / 1440);
  const hours = Math.floor((total % 1440) / 60);
  if (days > 0)
    return hours > 0
      ? `${t('time.days', { count: days })} ${t('time.hours', { count: hours })}`
      : t('time.days', { count: days });
  if (hours > 0) return t('time.hours', { count: hours });
  return t('time.minutes', { count: total % 60 });
}
