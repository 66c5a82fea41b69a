/** Words and times of the collections pages: a promise to pay, a contact's local time. */
import { countryOffsetMinutes } from '../shared/business-calendar';
import type { Country } from '../shared/countries';
import { formatMoney } from '../shared/format';
import type { PromiseState } from './collections-types';
import type { OpsT } from './use-ops-t';

/** A promise to pay in words: the amount in the country's currency, the day, kept or broken. */
export function promiseText(
  t: OpsT,
  p: { amount: number; date: string; state: PromiseState },
  country: Country,
): string {
  return t(`collections.promise.${p.state}`, {
    amount: formatMoney(p.amount, country),
    date: p.date,
  });
}

/** A contact's time on the loan's country's clock, as the collector and the borrower lived it. */
export function localTime(iso: string, country: Country): string {
  const ms = Date.parse(iso);
  if (!Number.isFinite(ms)) return '';
  const local = new Date(ms + countryOffsetMinutes(country, ms) * 60_000);
  return local.toISOString().replace('T', ' ').slice(0, 16);
}
