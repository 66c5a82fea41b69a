/** schemas/<country>/country.json → src/shared/countries.gen.ts: a new country is a folder, no code. */
import { APP_LANGUAGES, LANGUAGE_CODES } from '../../src/shared/app-languages';
import { fallbackChain } from '../../src/shared/languages';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { COUNTRIES_OUT, generateCountries, readCountryFiles } from '../../scripts/gen-countries';
import { COUNTRY_CODES, WALLETS } from '../../src/shared/countries';

const UGANDA = {
  country: 'UG',
  currency: 'UGX',
  currencyCode: 'UGX',
  minorUnits: 0,
  callingCode: '+256',
  nationalNumberLength: 9,
  timeZone: 'Africa/Kampala',
  languages: ['en', 'sw_KE'],
  wallets: ['mtn', 'airtel'],
  walletPrefixes: { mtn: ['77', '78'], airtel: ['70', '75'] },
  name: { en: 'Uganda' },
  support: { phone: '+256 700 000 000', opens: '08:00', closes: '17:00' },
};

describe('generated country file', () => {
  it('is up to date with schemas/*/country.json (run npm run gen)', () => {
    expect(readFileSync(COUNTRIES_OUT, 'utf8')).toBe(generateCountries()[COUNTRIES_OUT]);
  });
});

describe('adding a country', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'mkopo-countries-'));
    for (const c of ['tz', 'ke'])
      cpSync(join('schemas', c, 'country.json'), join(dir, c, 'country.json'), { recursive: true });
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  function addFolder(name: string, file: object): void {
    mkdirSync(join(dir, name));
    writeFileSync(join(dir, name, 'country.json'), JSON.stringify(file));
  }

  it('puts a new folder in every list: codes after the default, currencies, wallets and facts', () => {
    addFolder('ug', UGANDA);
    const text = generateCountries(dir)[COUNTRIES_OUT] ?? '';
    expect(text).toContain('export const COUNTRY_CODES = ["TZ","KE","UG"] as const;');
    expect(text).toContain('export const DEFAULT_COUNTRY: Country = "TZ";');
    expect(text).toContain('export const CURRENCIES = ["TZS","KSh","UGX"] as const;');
    expect(text).toContain(
      'export const WALLETS = ["mpesa","tigo","airtel","halopesa","mtn"] as const;',
    );
    expect(text).toContain('"callingCode": "+256"');
  });

  it('names the file and field of a broken rule', () => {
    addFolder('ug', { ...UGANDA, callingCode: '256' });
    expect(() => readCountryFiles(dir)).toThrow(
      `${join(dir, 'ug', 'country.json')}: "callingCode" does not have the expected form (Such as +255.)`,
    );
    rmSync(join(dir, 'ug'), { recursive: true });
    addFolder('ug', { ...UGANDA, country: 'UK' });
    expect(() => readCountryFiles(dir)).toThrow(
      /"country" must be "UG", the folder's name in capitals/,
    );
    rmSync(join(dir, 'ug'), { recursive: true });
    addFolder('ug', { ...UGANDA, walletPrefixes: { mpesa: ['70'] } });
    expect(() => readCountryFiles(dir)).toThrow(/"walletPrefixes.mpesa" is not in "wallets"/);
    rmSync(join(dir, 'ug'), { recursive: true });
    addFolder('ug', { ...UGANDA, walletPrefixes: { mtn: ['77'], airtel: ['77'] } });
    expect(() => readCountryFiles(dir)).toThrow(
      /"walletPrefixes.airtel" repeats prefix 77, already given to mtn/,
    );
    rmSync(join(dir, 'ug'), { recursive: true });
    mkdirSync(join(dir, 'ug'));
    writeFileSync(join(dir, 'ug', 'country.json'), '{ "country": ');
    expect(() => readCountryFiles(dir)).toThrow(
      `${join(dir, 'ug', 'country.json')}: not readable JSON`,
    );
  });

  it('takes any zone the platform knows, and refuses an unknown one', () => {
    addFolder('ng', { ...UGANDA, country: 'NG', timeZone: 'Africa/Lagos' });
    expect(readCountryFiles(dir).map((c) => [c.country, c.timeZone])).toContainEqual([
      'NG',
      'Africa/Lagos',
    ]);
    rmSync(join(dir, 'ng'), { recursive: true });
    addFolder('ug', { ...UGANDA, timeZone: 'Africa/Atlantis' });
    expect(() => readCountryFiles(dir)).toThrow(/"timeZone" must be an IANA zone/);
  });

  it('needs exactly one default country', () => {
    addFolder('ug', { ...UGANDA, default: true });
    expect(() => readCountryFiles(dir)).toThrow(
      /exactly one country.json must say "default": true \(found 2\)/,
    );
  });
});

describe('every country and wallet has its name in every language', () => {
  const languages = LANGUAGE_CODES;
  // A language without the file yet reads its fallback chain's, as the app does.
  const read = (lang: string, ns: string) => {
    const file = fallbackChain(lang, APP_LANGUAGES)
      .map((l) => join('locales', l, `${ns}.json`))
      .find((path) => existsSync(path));
    return JSON.parse(readFileSync(file ?? '', 'utf8')) as Record<string, Record<string, string>>;
  };
  it.each(languages)('%s', (lang) => {
    const nations = read(lang, 'auth').nation ?? {};
    const wallets = read(lang, 'wallet').wallets ?? {};
    for (const code of COUNTRY_CODES)
      expect(nations[code], `${lang} auth:nation.${code}`).toBeTruthy();
    for (const id of WALLETS) expect(wallets[id], `${lang} wallet:wallets.${id}`).toBeTruthy();
  });
});
