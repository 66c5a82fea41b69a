/**
 * `npm run country:new -- --code RW --name Rwanda --currency RWF [--currency-code RWF]
 * [--minor-units 0] --calling-code 250 --time-zone Africa/Kigali [--languages en,sw_KE]
 * [--wallets "mtn=MTN MoMo:78,79;airtel=Airtel Money:73"]
 * [--national-number-length 9] [--id-pattern …] [--regions regions.json] [--salary-bands 50000,…]
 * [--debt-bands 50000,…]
 * [--cashier cashier.json] [--support-phone "+250 …"] [--support-email …]
 * [--sms-providers africastalking:MKOPO] [--rails rails.json]
 * [--lending-caps caps.json]`: writes
 * `schemas/<cc>/` with the forms' fields and rules of the default country but none of its data.
 * Each fact comes from a flag; one left out is a neutral placeholder listed under "unfilled" in
 * country.json, which `npm run schemas:check` reports and which keeps the country from borrowers
 * (`npm run gen` leaves it out of the app's country list) until operations fill it.
 */
import { languageReview } from './check-languages';
import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { DEFAULT_COUNTRY } from '../src/shared/countries';
import { checkSchemas } from './check-pack';
import {
  fillDebtBands,
  fillIdShape,
  fillPhoneShapes,
  fillRegions,
  fillSalaryBands,
  parseWallets,
  placeholderProduct,
} from './country-fill';
import { argumentProblems, countryFromArgs, ISO_CODE, type NewCountry } from './country-args';
import { writeCountryLocales } from './country-locales';

export { argumentProblems, type NewCountry };

type Json = Record<string, unknown>;
const readJson = (path: string) => JSON.parse(readFileSync(path, 'utf8')) as Json;
const writeJson = (path: string, value: unknown) =>
  writeFileSync(path, `${JSON.stringify(value, null, 2)}\n`);

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
    unfilled.push(
      'wallets, their names and number prefixes (--wallets "mtn=MTN MoMo:24,54;telecel=Telecel Cash:20")',
    );
  if (c.minorUnits === undefined)
    unfilled.push('the decimal places of the currency (--minor-units 0 or 2)');
  const currencyCode = c.currencyCode ?? (ISO_CODE.test(c.currency) ? c.currency : undefined);
  if (!currencyCode) unfilled.push('the ISO 4217 code of the currency (--currency-code)');
  if (!c.languages) unfilled.push('languages (--languages en,…; English only until then)');
  if (c.nationalNumberLength === undefined)
    unfilled.push('the national number length of mobile numbers (--national-number-length)');
  if (!c.supportPhone)
    unfilled.push('customer service contacts (--support-phone, --support-email)');
  // Without rails no money moves there outside the sandbox (the server refuses to start live).
  if (c.rails === undefined)
    unfilled.push('the money rail of each wallet (--rails rails.json, "rails" in country.json)');
  // Without a provider the server cannot send a sign-in code there (it refuses to start live).
  if (!c.smsProviders)
    unfilled.push('SMS providers and sender names (--sms-providers africastalking:MKOPO)');
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
    ...(c.rails === undefined ? {} : { rails: c.rails }),
    ...(c.smsProviders
      ? {
          sms: {
            providers: c.smsProviders.split(',').map((p) => {
              const [name = '', senderId = ''] = p.split(':');
              return { name, senderId };
            }),
            // The longest message and the quiet hours are operations' to review (docs/product.md §6 caps).
            maxSegments: 2,
            quietHours: { from: '20:00', to: '08:00' },
          },
        }
      : {}),
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
  const contacts = readJson(join(dir, 'contacts.json'));
  fillPhoneShapes(personal, contacts, c.nationalNumberLength ?? 9);
  writeJson(join(dir, 'contacts.json'), contacts);
  if (!c.idPattern) unfilled.push('the national ID number’s shape (--id-pattern)');
  writeJson(join(dir, 'personal.json'), personal);
  const work = readJson(join(dir, 'work.json'));
  fillSalaryBands(work, c.currency, c.salaryBands);
  if (!c.salaryBands)
    unfilled.push(`monthly salary bands in ${c.currency} (--salary-bands 500,1000,3000)`);
  writeJson(join(dir, 'work.json'), work);
  const questionnaire = readJson(join(dir, 'questionnaire.json'));
  fillDebtBands(questionnaire, c.currency, c.debtBands);
  if (!c.debtBands)
    unfilled.push(
      `the questionnaire's total debt bands in ${c.currency} (--debt-bands 500,2000,5000)`,
    );
  writeJson(join(dir, 'questionnaire.json'), questionnaire);

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

  const wallets = c.wallets ? parseWallets(c.wallets) : undefined;
  const unnamed = writeCountryLocales(localesDir, c, wallets?.wallets ?? [], wallets?.names ?? {});

  return [
    `languages: ${(c.languages ?? ['en']).join(', ')}`,
    ...languageReview(localesDir, c.languages ?? ['en']),
    ...unfilled.map((u) => `not filled: ${u}`),
    `locales/*/auth.json: nation.${c.code} is "${c.name}" in every language; translate it`,
    ...unnamed.map((id) => `locales/*/wallet.json: wallet "${id}" is named by its id; name it`),
    'the country is offered to borrowers once country.json lists nothing under "unfilled"',
    'then: npm run gen, npm run build, and restart the server',
  ];
}

function main(): void {
  const { country: c, bands, debts } = countryFromArgs(process.argv.slice(2));
  const problems = argumentProblems(c, 'schemas');
  if (bands !== undefined && c.salaryBands === undefined)
    problems.push(
      '--salary-bands must be whole upper bounds in ascending order, such as 500,1000,3000',
    );
  if (debts !== undefined && c.debtBands === undefined)
    problems.push('--debt-bands must be whole upper bounds in ascending order, such as 500,2000');
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
