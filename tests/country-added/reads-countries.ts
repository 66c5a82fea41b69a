/**
 * Which unit test files can turn red when a country is added by data (decision 0038): those whose
 * code names the countries there are (the lists and tables generated from the data, a code no
 * country has), reads the schemas folder whole or makes a borrower of the factories' default
 * country (the data's first), and those about a country by name. A file that names only its own country's files ('schemas/tz')
 * reads nothing a new country changes. Comments do not count: "schemas/<cc>/country.json" in one
 * is a reference, not a read.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** What names the countries there are: their lists and tables, a code none has, a made-up one. */
const NAMES_COUNTRIES =
  /\b(?:COUNTRY_CODES|COUNTRY_FACTS|COUNTRY_INFO|RAIL_ROUTES|WALLET_PREFIXES|byCountry|unusedCountryCode)\b|countries\.gen|country-folder|made-up-country/;
/** The schemas folder read whole: as a path of its own, or handed to a server as its data. */
const READS_SCHEMAS_FOLDER = /['"`](?:\.\/)?schemas\/?['"`]|SCHEMAS_DIR/;
/** A file about a country by its name (phone-country, country-new, countries-gen…). */
const ABOUT_COUNTRIES = /countr/;

function code(text: string): string {
  return text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`])\/\/.*$/gm, '$1');
}

/**
 * Whether a factory (tests/support/factories.ts) makes a borrower of its default country, the
 * first of the data's: a call that names no country. A call that names one reads nothing more.
 */
function factoryDefaultCountry(text: string): boolean {
  if (!text.includes('support/factories')) return false;
  return [...text.matchAll(/\b(?:aBorrower|aBookedLoan|anApplication|aPayoutUnderWay)\(/g)].some(
    (call) => !/country/.test(text.slice(call.index, text.indexOf(');', call.index))),
  );
}

/** Whether the code of the test file at `path` reads the countries there are. */
function readsCountries(path: string): boolean {
  const text = code(readFileSync(path, 'utf8'));
  return (
    NAMES_COUNTRIES.test(text) || READS_SCHEMAS_FOLDER.test(text) || factoryDefaultCountry(text)
  );
}

/** The files of `files` (relative to `root`) that a country added by data can affect. */
export function filesReadingCountries(root: string, files: readonly string[]): string[] {
  return files.filter((file) => ABOUT_COUNTRIES.test(file) || readsCountries(join(root, file)));
}
