/**
 * Whose calendar the app shows dates on: the borrower's country (docs/architecture.md §1). Set by the app as
 * sign-in and the nation choice change (src/lib/borrower-calendar.ts), read by the formatters;
 * kept apart from them so that setting it costs the first paint nothing.
 */
import { DEFAULT_COUNTRY, type Country } from './countries';

let shown: Country = DEFAULT_COUNTRY;

export function showDatesFor(country: Country): void {
  shown = country;
}

export function shownCountry(): Country {
  return shown;
}
