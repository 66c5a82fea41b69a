/**
 * `npm run country:new -- --code RW --name Rwanda --currency RWF [--currency-code RWF]
 * [--minor-units 0] --calling-code 250 --time-zone Africa/Kigali [--languages en,sw_KE] [--wallets "mtn:78,79;airtel:73"]
 * [--national-number-length 9] [--id-pattern …] [--regions regions.json] [--salary-bands 50000,…]
 * [--cashier cashier.json] [--support-phone "+250 …"] [--support-email …]
 * [--lending-caps caps.json]`: writes
 * `schemas/<cc>/` with the forms' fields and rules of the default country but none of its data.
 * Each fact comes from a flag; one left out is a neutral placeholder listed under "unfilled" in
 * country.json, which `npm run schemas:check` reports and which keeps the country from borrowers
 * (`npm run gen` leaves it out of the app's country list) until operations fill it.
 */
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { DEFAULT_COUNTRY } from '../src/shared/countries';
import { checkSchemas } from './check-pack';
import {
  fillIdShape,
  fillRegions,
  fillSalaryBands,
  parseBounds,
  parseWallets,
  placeholderProduct,
} from './country-fill';

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
  readonly cashier?: unknown;
  readonly supportPhone?: string;
  readonly supportEmail?: string;
  /** The lending law's caps (country.json's `lendingCaps`, in the currency's units). */
  readonly lendingCaps?: Readonly<Record<string, number>>;
}

type Json = Record<string, unknown>;
const ISO_CODE = /^[A-Z]{3}$/;
const readJson = (path: string) => JSON.parse(readFileSync(path, 'utf8')) as Json;
const writeJson = (path: string, value: unknown) =>
  writeFileSync(path, `${JSON.stringify(value, null, 2)}\n`);

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
  const known = existsSync(localesDir) ? readdirSync(localesDir) : [];
  const unknown = (c.languages ?? []).filter((l) => !known.includes(l));
  if (unknown.length > 0)
    problems.push(
      `--languages must be languages the app has (${known.join(', ')}), not ${unknown.join(', ')}`,
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

/** The default country's folder, for the forms' structure (fields, rules), never its data. */
function templateFolder(...schemasDir: string[]): string {
  return join(...schemasDir, DEFAULT_COUNTRY.toLowerCase());
}

/** Writes country.json and cashier.json from the flags; returns what is left unfilled. */
function writeFacts(c: NewCountry, dir: string, unfilled: string[]): void {
  if (c.cashier === undefined)
    unfilled.push('cashier channels (--cashier <file>; the wallet push only)');
  writeJson(
    join(dir, 'cashier.json'),
    c.cashier ?? {
      $comment: `Cashier channels for ${c.name}: the wallet push only, until operations add theirs.`,
      channels: [{ channelId: 'wallet', name: 'Mobile wallet', kind: 'online' }],
    },
  );
  const wallets = c.wallets ? parseWallets(c.wallets) : undefined;
  if (!wallets)
    unfilled.push('wallets and their number prefixes (--wallets "mtn:24,54;airtel:26")');
  if (c.minorUnits === undefined)
    unfilled.push('the decimal places of the currency (--minor-units 0 or 2)');
  const currencyCode = c.currencyCode ?? (ISO_CODE.test(c.currency) ? c.currency : undefined);
  if (!currencyCode) unfilled.push('the ISO 4217 code of the currency (--currency-code)');
  if (!c.languages) unfilled.push('languages (--languages en,…; English only until then)');
  if (c.nationalNumberLength === undefined)
    unfilled.push('the national number length of mobile numbers (--national-number-length)');
  if (!c.supportPhone)
    unfilled.push('customer service contacts (--support-phone, --support-email)');
  writeJson(join(dir, 'country.json'), {
    $comment: `Country facts for ${c.name}, written by npm run country:new: review every value (schemas/README.md).`,
    unfilled,
    country: c.code,
    name: { en: c.name },
    currency: c.currency,
    // XXX: ISO 4217's code for "no currency", until the flag gives the real one.
    currencyCode: currencyCode ?? 'XXX',
    minorUnits: c.minorUnits ?? 0,
    // The law's caps are the country's own (--lending-caps): until operations state them, the
    // default country's stand in, so the placeholder product can be checked; listed "unfilled".
    lendingCaps:
      c.lendingCaps ?? readJson(join(templateFolder(dir, '..'), 'country.json')).lendingCaps,
    callingCode: `+${c.callingCode}`,
    nationalNumberLength: c.nationalNumberLength ?? 9,
    timeZone: c.timeZone,
    languages: c.languages ?? ['en'],
    wallets: wallets?.wallets ?? ['wallet'],
    walletPrefixes: wallets?.prefixes ?? {},
    support: {
      phone: c.supportPhone ?? `+${c.callingCode} 000 000 000`,
      ...(c.supportEmail ? { email: c.supportEmail } : {}),
      opens: '09:00',
      closes: '18:00',
    },
  });
}

/** Writes the pack and the country's name in each language; returns what to review. */
export function writeCountryPack(c: NewCountry, schemasDir: string, localesDir: string): string[] {
  const cc = c.code.toLowerCase();
  const dir = join(schemasDir, cc);
  mkdirSync(dir, { recursive: true });
  const from = templateFolder(schemasDir);
  const unfilled: string[] = [];

  // The forms keep the default country's fields and rules; its regions, ID shape and salary bands
  // are replaced by the flags' (or placeholders).
  for (const form of ['personal', 'work', 'contacts', 'questionnaire'])
    cpSync(join(from, `${form}.json`), join(dir, `${form}.json`));
  const personal = readJson(join(dir, 'personal.json'));
  fillRegions(personal, c.regions);
  if (!c.regions)
    unfilled.push('regions and districts (--regions <file> of {"Region": ["District", …]})');
  fillIdShape(personal, c.idPattern);
  if (!c.idPattern) unfilled.push('the national ID number’s shape (--id-pattern)');
  writeJson(join(dir, 'personal.json'), personal);
  const work = readJson(join(dir, 'work.json'));
  fillSalaryBands(work, c.currency, c.salaryBands);
  if (!c.salaryBands)
    unfilled.push(`monthly salary bands in ${c.currency} (--salary-bands 500,1000,3000)`);
  writeJson(join(dir, 'work.json'), work);

  const template = readJson(join(from, 'product.json'));
  const product = c.lendingCaps ? placeholderProduct(template, c.lendingCaps) : template;
  writeJson(join(dir, 'product.json'), {
    ...product,
    $comment: `Loan product for ${c.name}: the amounts are placeholders, not ${c.currency}; set them, then take the product off "unfilled" in country.json.`,
    productId: `${c.code}-CASH`,
    country: c.code,
    currency: c.currency,
  });
  unfilled.push(`loan sizes, terms and rates in ${c.currency} (product.json)`);
  if (!c.lendingCaps)
    unfilled.push(
      `the lending law's caps in ${c.currency} (--lending-caps <file>, "lendingCaps" in country.json)`,
    );
  // A percent off the interest means the same in any currency; amounts off the fee wait for
  // operations.
  writeJson(join(dir, 'prizes.json'), {
    $comment: `The coupon draw's prizes for ${c.name}; amounts in ${c.currency}.`,
    prizes: [
      {
        weight: 1,
        name: '10% off the interest',
        kind: 'interest',
        percent: 10,
        minLoanAmount: 0,
        validDays: 30,
      },
    ],
  });
  writeJson(join(dir, 'recommendations.json'), {
    ...readJson(join(from, 'recommendations.json')),
    products: [],
  });
  writeFacts(c, dir, unfilled);

  for (const lang of ['en', 'sw_KE', 'es']) {
    const file = join(localesDir, lang, 'auth.json');
    if (!existsSync(file)) continue;
    const auth = readJson(file);
    auth.nation = { ...(auth.nation as Json), [c.code]: c.name };
    writeJson(file, auth);
  }

  return [
    `languages: ${(c.languages ?? ['en']).join(', ')}`,
    ...unfilled.map((u) => `not filled: ${u}`),
    `schemas/${cc}/personal.json, contacts.json: the phone number patterns (WhatsApp, spare phone)`,
    `locales/*/auth.json: nation.${c.code} is "${c.name}" in every language; translate it`,
    'the country is offered to borrowers once country.json lists nothing under "unfilled"',
    'then: npm run gen, npm run build, and restart the server',
  ];
}

function option(args: string[], name: string): string {
  const at = args.indexOf(`--${name}`);
  return at >= 0 ? (args[at + 1] ?? '') : '';
}

/** An optional flag's value, undefined when not given. */
function given(args: string[], name: string): string | undefined {
  return args.includes(`--${name}`) ? option(args, name) : undefined;
}

function main(): void {
  const args = process.argv.slice(2);
  const json = (name: string): unknown => {
    const path = given(args, name);
    return path === undefined ? undefined : (JSON.parse(readFileSync(path, 'utf8')) as unknown);
  };
  const length = given(args, 'national-number-length');
  const bands = given(args, 'salary-bands');
  const minorUnits = given(args, 'minor-units');
  const c: NewCountry = {
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
    cashier: json('cashier'),
    supportPhone: given(args, 'support-phone'),
    supportEmail: given(args, 'support-email'),
    lendingCaps: json('lending-caps') as NewCountry['lendingCaps'],
  };
  const problems = argumentProblems(c, 'schemas');
  if (bands !== undefined && c.salaryBands === undefined)
    problems.push(
      '--salary-bands must be whole upper bounds in ascending order, such as 500,1000,3000',
    );
  if (problems.length > 0) {
    console.error(problems.join('\n'));
    process.exit(1);
  }
  const review = writeCountryPack(c, 'schemas', 'locales');
  // In the house style, so the new files pass `npm run format:check` as they are.
  execFileSync('npx', ['prettier', '--write', `schemas/${c.code.toLowerCase()}`, 'locales'], {
    stdio: 'ignore',
  });
  console.log(`Wrote schemas/${c.code.toLowerCase()}/. Review before borrowers see it:`);
  for (const line of review) console.log(`  - ${line}`);
  const findings = checkSchemas('schemas', 'locales');
  const refused = findings.filter((f) => f.level === 'REFUSED');
  for (const f of refused) console.log(`REFUSED  ${f.file}  at ${f.at}: ${f.message}`);
  if (refused.length > 0) process.exit(1);
}

if (import.meta.url === `file://${process.argv[1]}`) main();
