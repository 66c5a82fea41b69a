/**
 * `npm run country:new -- --code RW --name Rwanda --currency RWF --calling-code 250
 * --time-zone Africa/Kigali`: writes `schemas/<cc>/` from the default country's folder with the
 * new country's facts, adds its name to the language files, runs the check, and prints what
 * operations must review before borrowers see it (regions, ID rules, wallets, product, prizes).
 */
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { DEFAULT_COUNTRY } from '../src/shared/countries';
import { checkSchemas } from './check-pack';

export interface NewCountry {
  readonly code: string;
  readonly name: string;
  readonly currency: string;
  readonly callingCode: string;
  readonly timeZone: string;
}

type Json = Record<string, unknown>;
const readJson = (path: string) => JSON.parse(readFileSync(path, 'utf8')) as Json;
const writeJson = (path: string, value: unknown) =>
  writeFileSync(path, `${JSON.stringify(value, null, 2)}\n`);

/** What is wrong with the arguments, in words; empty when they are usable. */
export function argumentProblems(c: NewCountry, schemasDir: string): string[] {
  const problems: string[] = [];
  if (!/^[A-Z]{2}$/.test(c.code)) problems.push('--code must be two capital letters, such as RW');
  else if (existsSync(join(schemasDir, c.code.toLowerCase())))
    problems.push(`schemas/${c.code.toLowerCase()} already exists`);
  if (c.name.trim() === '') problems.push('--name must be the country’s name in English');
  if (!/^\S{1,5}$/.test(c.currency)) problems.push('--currency must be short, such as RWF');
  if (!/^[1-9]\d{0,2}$/.test(c.callingCode))
    problems.push('--calling-code must be digits without +, such as 250');
  try {
    new Intl.DateTimeFormat('en', { timeZone: c.timeZone });
  } catch {
    problems.push('--time-zone must be an IANA zone, such as Africa/Kigali');
  }
  return problems;
}

/** Writes the pack and the country's name in each language; returns what to review. */
export function writeCountryPack(c: NewCountry, schemasDir: string, localesDir: string): string[] {
  const cc = c.code.toLowerCase();
  const from = DEFAULT_COUNTRY.toLowerCase();
  const dir = join(schemasDir, cc);
  cpSync(join(schemasDir, from), dir, { recursive: true });

  const country = readJson(join(dir, 'country.json'));
  const template = String(country.country);
  const number = (n: string) => `+${c.callingCode} ${n}`;
  writeJson(join(dir, 'country.json'), {
    $comment: `Country facts for ${c.name}, written by npm run country:new from ${template}: review every value (schemas/README.md).`,
    country: c.code,
    name: { en: c.name },
    currency: c.currency,
    callingCode: `+${c.callingCode}`,
    nationalNumberLength: country.nationalNumberLength,
    timeZone: c.timeZone,
    languages: country.languages,
    wallets: country.wallets,
    walletPrefixes: {},
    support: { phone: number('700 000 000'), opens: '09:00', closes: '18:00' },
  });
  const product = readJson(join(dir, 'product.json'));
  writeJson(join(dir, 'product.json'), {
    ...product,
    $comment: `Loan product for ${c.name}, copied from ${template} by npm run country:new: review every value.`,
    productId: `${c.code}-CASH`,
    country: c.code,
    currency: c.currency,
  });
  writeJson(join(dir, 'recommendations.json'), {
    ...readJson(join(dir, 'recommendations.json')),
    products: [],
  });

  for (const lang of ['en', 'sw_KE', 'es']) {
    const file = join(localesDir, lang, 'auth.json');
    if (!existsSync(file)) continue;
    const auth = readJson(file);
    auth.nation = { ...(auth.nation as Json), [c.code]: c.name };
    writeJson(file, auth);
  }

  return [
    `schemas/${cc}/personal.json: the regions and districts (state, city) and the ID number and phone patterns are ${template}'s`,
    `schemas/${cc}/work.json: salary bands and their labels are in ${template}'s currency`,
    `schemas/${cc}/country.json: nationalNumberLength, wallets (they are ${template}'s), walletPrefixes (empty: no wallet pre-selected), customer service, the name in sw_KE and es`,
    `schemas/${cc}/product.json: amounts, terms and rates (copied from ${template})`,
    `schemas/${cc}/prizes.json: prize amounts are in ${template}'s currency`,
    `schemas/${cc}/cashier.json: the payment channels, business number and guides are ${template}'s`,
    `locales/*/auth.json: nation.${c.code} is "${c.name}" in every language; translate it`,
    'then: npm run gen, npm run build, and restart the server',
  ];
}

function option(args: string[], name: string): string {
  const at = args.indexOf(`--${name}`);
  return at >= 0 ? (args[at + 1] ?? '') : '';
}

function main(): void {
  const args = process.argv.slice(2);
  const c: NewCountry = {
    code: option(args, 'code').toUpperCase(),
    name: option(args, 'name'),
    currency: option(args, 'currency'),
    callingCode: option(args, 'calling-code').replace(/^\+/, ''),
    timeZone: option(args, 'time-zone'),
  };
  const problems = argumentProblems(c, 'schemas');
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
  const refused = checkSchemas('schemas', 'locales').filter((f) => f.level === 'REFUSED');
  for (const f of refused) console.log(`REFUSED  ${f.file}  at ${f.at}: ${f.message}`);
  if (refused.length > 0) process.exit(1);
}

if (import.meta.url === `file://${process.argv[1]}`) main();
