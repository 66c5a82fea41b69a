/**
 * The countries of schemas/<country>/country.json (generated into countries.gen.ts by npm run gen),
 * with the helpers code needs to treat them as data: no code names a country.
 */
import { COUNTRY_CODES, COUNTRY_FACTS, type Country } from './countries.gen';

export {
  COUNTRY_CODES,
  COUNTRY_FACTS,
  CURRENCIES,
  DEFAULT_COUNTRY,
  WALLET_PREFIXES,
  WALLETS,
} from './countries.gen';
export type { Country, Currency, Wallet } from './countries.gen';

export function isCountry(value: unknown): value is Country {
  return (COUNTRY_CODES as readonly unknown[]).includes(value);
}

/** A record with one entry per country. */
export function byCountry<T>(value: (country: Country) => T): Record<Country, T> {
  return Object.fromEntries(COUNTRY_CODES.map((c) => [c, value(c)])) as Record<Country, T>;
}

/** The calling code's digits: '255' for +255. */
export function dialDigits(country: Country): string {
  return COUNTRY_FACTS[country].callingCode.slice(1);
}
