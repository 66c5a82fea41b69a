/**
 * The flags of `npm run country:new` (scripts/country-new.ts): what they say as a country, and
 * what is wrong with them, in words for the person who typed them.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseBounds, parseWallets } from './country-fill';
import { languagesOf, walletNameConflicts } from './country-locales';

export interface NewCountry {
  readonly code: string;
  readonly name: string;
  readonly currency: string;
  /** ISO 4217 code, the journal's currency; by default `currency` when it is one. */
  readonly currencyCode?: string;
  /** Decimal places of the currency (ISO 4217 exponent); unknown: 0 and listed under "unfilled". */
  readonly minorUnits?: number;
  readonly callingCode: string;
  readonly timeZone: string;
  /** What the flags say; each one left out becomes a placeholder named in `unfilled`. */
  readonly languages?: readonly string[];
  readonly wallets?: string;
  readonly nationalNumberLength?: number;
  readonly idPattern?: string;
  readonly regions?: Readonly<Record<string, readonly string[]>>;
  readonly salaryBands?: readonly number[];
  /** Upper bounds of the questionnaire's total-debt bands, whole units of the currency. */
  readonly debtBands?: readonly number[];
  readonly cashier?: unknown;
  /** country.json's `rails`: the money rail of each wallet and the float's minimum. */
  readonly rails?: unknown;
  readonly supportPhone?: string;
  readonly supportEmail?: string;
  /** SMS providers in order with their sender names: `africastalking:MKOPO,beem:MKOPO`. */
  readonly smsProviders?: string;
  /** The lending law's caps (country.json's `lendingCaps`, in the currency's units). */
  readonly lendingCaps?: Readonly<Record<string, number>>;
}

export const ISO_CODE = /^[A-Z]{3}$/;

/** What is wrong with the arguments, in words; empty when they are usable. */
export function argumentProblems(
  c: NewCountry,
  schemasDir: string,
  localesDir = 'locales',
): string[] {
  const problems: string[] = [];
  if (!/^[A-Z]{2}$/.test(c.code)) problems.push('--code must be two capital letters, such as RW');
  else if (existsSync(join(schemasDir, c.code.toLowerCase())))
    problems.push(`schemas/${c.code.toLowerCase()} already exists`);
  if (c.name.trim() === '') problems.push('--name must be the country’s name in English');
  if (!/^\S{1,5}$/.test(c.currency)) problems.push('--currency must be short, such as RWF');
  if (c.currencyCode !== undefined && !ISO_CODE.test(c.currencyCode))
    problems.push('--currency-code must be the ISO 4217 code, such as RWF');
  if (
    c.minorUnits !== undefined &&
    !(Number.isInteger(c.minorUnits) && c.minorUnits >= 0 && c.minorUnits <= 3)
  )
    problems.push(
      '--minor-units must be the currency’s decimal places, 0 to 3 (0 for RWF, 2 for GHS)',
    );
  if (!/^[1-9]\d{0,2}$/.test(c.callingCode))
    problems.push('--calling-code must be digits without +, such as 250');
  try {
    new Intl.DateTimeFormat('en', { timeZone: c.timeZone });
  } catch {
    problems.push('--time-zone must be an IANA zone, such as Africa/Kigali');
  }
  const known = languagesOf(localesDir);
  const unknown = (c.languages ?? []).filter((l) => !known.includes(l));
  if (unknown.length > 0)
    problems.push(
      `--languages must be languages the app has (${known.join(', ')}), not ${unknown.join(', ')}`,
    );
  if (c.wallets !== undefined) {
    const { wallets, names } = parseWallets(c.wallets);
    if (wallets.length === 0 || wallets.some((id) => !/^[a-z][a-z0-9]*$/.test(id)))
      problems.push(
        '--wallets must be ids of small letters and digits, each with its name and prefixes: "mtn=MTN MoMo:24,54;telecel=Telecel Cash:20"',
      );
    problems.push(...walletNameConflicts(localesDir, names));
  }
  if (
    c.smsProviders !== undefined &&
    !/^(africastalking|beem):[A-Za-z0-9 ]{1,11}(,(africastalking|beem):[A-Za-z0-9 ]{1,11})*$/.test(
      c.smsProviders,
    )
  )
    problems.push(
      '--sms-providers must be providers the app has with their sender names: africastalking:MKOPO,beem:MKOPO',
    );
  if (c.idPattern !== undefined) {
    try {
      new RegExp(c.idPattern, 'u');
    } catch {
      problems.push('--id-pattern must be a regular expression, such as ^GHA-\\d{9}-\\d$');
    }
  }
  return problems;
}

function option(args: string[], name: string): string {
  const at = args.indexOf(`--${name}`);
  return at >= 0 ? (args[at + 1] ?? '') : '';
}

/** An optional flag's value, undefined when not given. */
function given(args: string[], name: string): string | undefined {
  return args.includes(`--${name}`) ? option(args, name) : undefined;
}

/** The country the command line states; `bands` is the salary flag as typed, if given. */
export function countryFromArgs(args: string[]): {
  country: NewCountry;
  bands?: string;
  debts?: string;
} {
  const json = (name: string): unknown => {
    const path = given(args, name);
    return path === undefined ? undefined : (JSON.parse(readFileSync(path, 'utf8')) as unknown);
  };
  const length = given(args, 'national-number-length');
  const bands = given(args, 'salary-bands');
  const debts = given(args, 'debt-bands');
  const minorUnits = given(args, 'minor-units');
  const country: NewCountry = {
    code: option(args, 'code').toUpperCase(),
    name: option(args, 'name'),
    currency: option(args, 'currency'),
    currencyCode: given(args, 'currency-code'),
    minorUnits: minorUnits === undefined ? undefined : Number(minorUnits),
    callingCode: option(args, 'calling-code').replace(/^\+/, ''),
    timeZone: option(args, 'time-zone'),
    languages: given(args, 'languages')?.split(','),
    wallets: given(args, 'wallets'),
    nationalNumberLength: length === undefined ? undefined : Number(length),
    idPattern: given(args, 'id-pattern'),
    regions: json('regions') as NewCountry['regions'],
    salaryBands: bands === undefined ? undefined : parseBounds(bands),
    debtBands: debts === undefined ? undefined : parseBounds(debts),
    cashier: json('cashier'),
    rails: json('rails'),
    supportPhone: given(args, 'support-phone'),
    supportEmail: given(args, 'support-email'),
    smsProviders: given(args, 'sms-providers'),
    lendingCaps: json('lending-caps') as NewCountry['lendingCaps'],
  };
  return { country, bands, debts };
}
