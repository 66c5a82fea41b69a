/**
 * The one place an SMS gets its values (domain/sms-values.ts says which each message takes): the
 * sender's own, checked complete when the message is written, and the ones every message of a
 * country shares (the app's name, the support number of country.json `support.phone`, the
 * currency), filled when it is rendered. A text that would still show a `{{placeholder}}` is
 * never sent: it looks like a scam, and it says nothing true.
 */
import {
  COMMON_VALUES,
  missingValues,
  type CommonValue,
  type SmsTemplate,
} from '../../domain/sms-values';
import { renderText } from '../../domain/sms-words';
import { formStore } from '../../forms/registry';
import type { ServerDeps } from '../../types';
import { COUNTRY_FACTS, type Country } from '../../../shared/countries';

const quiet = { info: () => undefined, error: () => undefined };

/** The values every message to a borrower of `country` is given; an empty one is left out. */
export function commonValues(
  config: Pick<ServerDeps['config'], 'appName'>,
  country: Country,
): Partial<Record<CommonValue, string>> {
  const all: Record<CommonValue, string> = {
    app: config.appName,
    support: formStore(quiet).countryFile(country)?.support?.phone ?? '',
    currency: COUNTRY_FACTS[country].currency,
  };
  return Object.fromEntries(COMMON_VALUES.filter((k) => all[k] !== '').map((k) => [k, all[k]]));
}

/** Refuses to write a message whose sender left out a value its template is given. */
export function requireValues(
  template: SmsTemplate,
  values: Readonly<Record<string, string>>,
): void {
  const missing = missingValues(template, values);
  if (missing.length > 0)
    throw new Error(`SMS ${template} written without its values: ${missing.join(', ')}`);
}

const LEFT_OVER = /\{\{\s*([A-Za-z]+)\s*\}\}/g;

/**
 * The text a borrower reads: `template` with the message's values and the country's. The names
 * no value filled, when any: such a text is not sent.
 */
export function fillText(
  template: string,
  own: Readonly<Record<string, string>>,
  config: Pick<ServerDeps['config'], 'appName'>,
  country: Country,
): { readonly text: string; readonly unfilled: readonly string[] } {
  const text = renderText(template, { ...own, ...commonValues(config, country) });
  return { text, unfilled: [...text.matchAll(LEFT_OVER)].map((m) => m[1] ?? '') };
}
