/**
 * Each country's SMS facts (schemas/<cc>/country.json `sms`), as last checked good: providers in
 * order of preference, the segment limit and the quiet hours of collection messages.
 */
import type { QuietHours } from '../../domain/quiet-hours';
import { formStore } from '../../forms/registry';
import { COUNTRY_FACTS, type Country } from '../../../shared/countries';

export interface CountrySms {
  readonly providers: ReadonlyArray<{ readonly name: string; readonly senderId: string }>;
  readonly maxSegments: number;
  readonly quietHours: QuietHours;
  readonly timeZone: string;
  /** The language a borrower of this country reads when we know no other. */
  readonly language: string;
}

const quiet = { info: () => undefined, error: () => undefined };

/** Parts a message may take in a country whose file says nothing (two: what gateways bill as one long SMS). */
export const DEFAULT_MAX_SEGMENTS = 2;

/** Without an `sms` block a country has no provider, two parts per message and 20:00–08:00 quiet. */
export function countrySms(country: Country): CountrySms {
  const sms = formStore(quiet).countryFile(country)?.sms;
  const facts = COUNTRY_FACTS[country];
  return {
    providers: sms?.providers ?? [],
    maxSegments: sms?.maxSegments ?? DEFAULT_MAX_SEGMENTS,
    quietHours: sms?.quietHours ?? { from: '20:00', to: '08:00' },
    timeZone: facts.timeZone,
    language: facts.languages[0] ?? 'en',
  };
}
