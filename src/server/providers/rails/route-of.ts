/**
 * Which rail serves a wallet number: its country by calling code, its wallet by operator prefix
 * (the longest wins), then `rails` of that country's country.json. Data only: no code names a
 * country or a provider's wallet.
 */
import {
  COUNTRY_CODES,
  COUNTRY_FACTS,
  dialDigits,
  WALLET_PREFIXES,
  type Country,
  type Wallet,
} from '../../../shared/countries';
import { RAIL_ROUTES } from '../../../shared/countries.gen';

/** Every real rail: a folder of its own beside this file, with its adapter and its schemas. */
export const RAIL_NAMES = ['daraja', 'selcom'] as const;

export type RailName = (typeof RAIL_NAMES)[number];

export interface RailRoute {
  readonly country: Country;
  readonly currency: string;
  readonly wallet: Wallet;
  readonly rail: RailName;
  readonly utilityCode?: string;
  readonly floatMinimum: number;
}

/** The country of an E.164 number, by its calling code. */
export function countryOf(account: string): Country | undefined {
  const digits = account.replace(/^\+/, '');
  return COUNTRY_CODES.find((c) => digits.startsWith(dialDigits(c)));
}

function walletOf(account: string, country: Country): Wallet | undefined {
  const national = account.replace(/^\+/, '').slice(dialDigits(country).length);
  let best: { prefix: string; wallet: Wallet } | undefined;
  const table: Readonly<Partial<Record<Wallet, readonly string[]>>> = WALLET_PREFIXES[country];
  for (const [wallet, prefixes] of Object.entries(table) as Array<[Wallet, readonly string[]]>)
    for (const prefix of prefixes)
      if (national.startsWith(prefix) && prefix.length > (best?.prefix.length ?? 0))
        best = { prefix, wallet };
  return best?.wallet;
}

/** The rail that pays and collects for `account`, or undefined when none is configured. */
export function routeOf(account: string): RailRoute | undefined {
  const country = countryOf(account);
  if (!country) return undefined;
  const wallet = walletOf(account, country);
  const routes = RAIL_ROUTES[country];
  const route = wallet ? routes.wallets[wallet] : undefined;
  if (!wallet || !route) return undefined;
  return {
    country,
    currency: COUNTRY_FACTS[country].currency,
    wallet,
    rail: route.rail,
    ...(route.utilityCode ? { utilityCode: route.utilityCode } : {}),
    floatMinimum: routes.floatMinimum ?? 0,
  };
}

/** Each country's rails; a country left out is not looked at (a test's own countries). */
type Routes = Readonly<
  Partial<
    Record<
      Country,
      { readonly wallets: Readonly<Partial<Record<Wallet, { readonly rail: RailName }>>> }
    >
  >
>;

/** The rails the countries' data use, each with the countries that need it. */
export function railsInUse(routes: Routes = RAIL_ROUTES): Map<RailName, Country[]> {
  const used = new Map<RailName, Country[]>();
  for (const country of COUNTRY_CODES)
    for (const route of Object.values(routes[country]?.wallets ?? {})) {
      if (!route) continue;
      const list = used.get(route.rail) ?? [];
      if (!list.includes(country)) list.push(country);
      used.set(route.rail, list);
    }
  return used;
}

/** The currency of the countries a rail serves (Selcom takes one currency only). */
export function currencyOfRail(rail: RailName): string | undefined {
  const country = railsInUse().get(rail)?.[0];
  return country ? COUNTRY_FACTS[country].currency : undefined;
}

/** Countries whose country.json names no rail for any wallet: they cannot lend for real. */
export function countriesWithoutRail(routes: Routes = RAIL_ROUTES): Country[] {
  return COUNTRY_CODES.filter((c) => {
    const wallets = routes[c]?.wallets;
    return wallets !== undefined && Object.values(wallets).every((r) => !r);
  });
}
