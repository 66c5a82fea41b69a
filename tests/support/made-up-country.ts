/**
 * A country no folder has, added to a copy of the repository as a developer adds one: `npm run
 * country:new`, then (filled) every value given and nothing left "unfilled", then `npm run gen`.
 * Its code is drawn at random, so no test can come to depend on it. Its numbering is the real one
 * (libphonenumber-js's metadata, which the server checks every mobile number with: a code of no
 * country would leave its borrowers no number to sign in with); the rest is made up.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { getCountryCallingCode, type CountryCode } from 'libphonenumber-js';
import examples from 'libphonenumber-js/examples.mobile.json';

/** A country's numbering: its calling code, and a mobile number's national digits. */
interface Numbering {
  readonly code: string;
  readonly callingCode: string;
  readonly example: string;
}

/** A country with a mobile numbering and no folder in `schemasDir`, drawn with `random`. */
export function madeUpCountry(schemasDir: string, random: () => number = Math.random): Numbering {
  const free = Object.entries(examples as Record<string, string>)
    .filter(([code, example]) => /^\d{7,12}$/.test(example) && /^[A-Z]{2}$/.test(code))
    .filter(([code]) => !existsSync(join(schemasDir, code.toLowerCase())));
  const [code, example] = free[Math.floor(random() * free.length)] ?? [];
  if (code === undefined || example === undefined)
    throw new Error(`every country with a mobile numbering has a folder in ${schemasDir}`);
  return { code, example, callingCode: getCountryCallingCode(code as CountryCode) };
}

/** The numbering of `code`, for a run repeated with the same country. */
export function numberingOf(code: string): Numbering {
  const example = (examples as Record<string, string>)[code];
  if (example === undefined) throw new Error(`libphonenumber-js has no mobile number of ${code}`);
  return { code, example, callingCode: getCountryCallingCode(code as CountryCode) };
}

/** The law's caps, the regions and the money rail of the made-up country, as operations give them. */
const CAPS = {
  minAmount: 50,
  maxAmount: 5000,
  minRepayAmount: 10,
  minTermDays: 30,
  maxTermDays: 365,
  interestPercentPerYear: 36,
  feePercentPerDay: 0.5,
  penaltyPercentPerDay: 1,
  inDuplumPercent: 100,
  rolloverDays: 14,
};
const REGIONS = { 'North Province': ['Northtown', 'Hilltown'], 'South Province': ['Seaport'] };
const CASHIER = { channels: [{ channelId: 'wallet', name: 'Made-up Pay', kind: 'online' }] };

/** country:new's flags for the country: the minimum (unfilled), or every value, its files in `dir`. */
export function countryArgs(country: Numbering, filled: boolean, dir: string): string[] {
  const { code, callingCode, example } = country;
  // XTS: ISO 4217's code "reserved for testing", so no real currency is taken either.
  const least = ['--code', code, '--name', `Madeup ${code}`, '--currency', 'XTS'];
  const place = ['--calling-code', callingCode, '--time-zone', 'Africa/Accra'];
  if (!filled) return [...least, ...place];
  const file = (name: string, value: unknown) => {
    writeFileSync(join(dir, name), JSON.stringify(value));
    return join(dir, name);
  };
  const wallet = `${code.toLowerCase()}pay`;
  const rails = {
    floatMinimum: 0,
    wallets: { [wallet]: { rail: 'selcom', utilityCode: 'CASHIN' } },
  };
  return [
    ...least,
    ...place,
    ...['--currency-code', 'XTS', '--minor-units', '2', '--languages', 'en'],
    ...['--wallets', `${wallet}=Madeup Pay ${code}:${example.slice(0, 2)}`],
    ...['--national-number-length', String(example.length)],
    ...['--id-pattern', '^[A-Z]{2}\\d{8}$', '--salary-bands', '1000,3000,6000'],
    ...['--debt-bands', '500,2000,5000', '--support-phone', `+${callingCode} ${example}`],
    ...['--sms-providers', 'africastalking:MKOPO'],
    ...['--regions', file('regions.json', REGIONS), '--lending-caps', file('caps.json', CAPS)],
    ...['--cashier', file('cashier.json', CASHIER), '--rails', file('rails.json', rails)],
  ];
}

/** Adds the country to the repository copy at `root`, then regenerates. */
export function addMadeUpCountry(root: string, country: Numbering, filled: boolean): void {
  const { code } = country;
  const files = mkdtempSync(join(tmpdir(), 'mkopo-made-up-'));
  const run = (command: string, args: string[]) =>
    execFileSync(command, args, { cwd: root, stdio: 'pipe', encoding: 'utf8' });
  try {
    run('npm', ['run', 'country:new', '--', ...countryArgs(country, filled, files)]);
  } finally {
    rmSync(files, { recursive: true, force: true });
  }
  if (filled) {
    // What operations do once every value is reviewed: nothing left "unfilled".
    const facts = join(root, 'schemas', code.toLowerCase(), 'country.json');
    const json = JSON.parse(readFileSync(facts, 'utf8')) as Record<string, unknown>;
    writeFileSync(facts, `${JSON.stringify({ ...json, unfilled: [] }, null, 2)}\n`);
  }
  run('npm', ['run', 'gen']);
}
