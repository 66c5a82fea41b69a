/**
 * `npm run country:new` refuses bad arguments in words, and takes the currency code and any time
 * zone the platform knows (country-new.test.ts holds what it writes).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { argumentProblems, writeCountryPack } from '../../scripts/country-new';
import { generateCountries } from '../../scripts/gen-countries';
import {
  CODE,
  findingsOf,
  locales,
  markFilled,
  NEW_COUNTRY,
  OTHER,
  schemas,
  setUpCountryFolder,
} from './country-folder';

setUpCountryFolder();

describe('country:new arguments', () => {
  it('refuses bad arguments in words, and an existing folder', () => {
    expect(
      argumentProblems(
        {
          code: 'tz',
          name: '',
          currency: 'Rwandan franc',
          callingCode: '+x',
          timeZone: 'Mars/Base',
        },
        schemas(),
      ),
    ).toHaveLength(5);
    expect(argumentProblems({ ...NEW_COUNTRY, code: 'TZ' }, schemas())).toEqual([
      'schemas/tz already exists',
    ]);
  });

  it("refuses a wallet id that names another country's brand, and one of other characters", () => {
    expect(
      argumentProblems({ ...NEW_COUNTRY, wallets: 'mpesa=MTN MoMo:24' }, schemas(), locales()),
    ).toEqual(['wallet "mpesa" is already "M-Pesa", not "MTN MoMo": use another id']);
    expect(
      argumentProblems({ ...NEW_COUNTRY, wallets: 'MTN MoMo:24' }, schemas(), locales()),
    ).toHaveLength(1);
    expect(
      argumentProblems({ ...NEW_COUNTRY, wallets: 'mpesa=M-Pesa:24;mtn:25' }, schemas(), locales()),
    ).toEqual([]);
    // SMS providers are the app's own, each with its sender name.
    expect(argumentProblems({ ...NEW_COUNTRY, smsProviders: 'twilio:MKOPO' }, schemas())).toEqual([
      '--sms-providers must be providers the app has with their sender names: africastalking:MKOPO,beem:MKOPO',
    ]);
  });

  it('takes the ISO 4217 code from --currency-code, or from --currency when it is one, else asks', () => {
    expect(argumentProblems({ ...NEW_COUNTRY, currencyCode: 'Frw' }, schemas())).toEqual([
      '--currency-code must be the ISO 4217 code, such as RWF',
    ]);
    writeCountryPack({ ...NEW_COUNTRY, currency: 'Frw' }, schemas(), locales());
    writeCountryPack(
      { ...NEW_COUNTRY, code: OTHER, currency: 'Frw', currencyCode: 'RWF' },
      schemas(),
      locales(),
    );
    const facts = (code: string) =>
      JSON.parse(readFileSync(join(schemas(), code.toLowerCase(), 'country.json'), 'utf8')) as {
        currencyCode: string;
        unfilled: string[];
      };
    const asked = 'the ISO 4217 code of the currency (--currency-code)';
    expect(facts(CODE).currencyCode).toBe('XXX');
    expect(facts(CODE).unfilled).toContain(asked);
    expect(facts(OTHER).currencyCode).toBe('RWF');
    expect(facts(OTHER).unfilled).not.toContain(asked);
    expect(findingsOf(CODE, OTHER).filter((f) => f.level === 'REFUSED')).toEqual([]);
  });

  it('takes a zone away from UTC+3: the business calendar follows it', () => {
    writeCountryPack(
      { ...NEW_COUNTRY, code: OTHER, timeZone: 'Africa/Kigali' },
      schemas(),
      locales(),
    );
    expect(findingsOf(CODE, OTHER).filter((f) => f.level === 'REFUSED')).toEqual([]);
    markFilled(OTHER);
    const generated = Object.values(generateCountries(schemas()))[0] ?? '';
    expect(generated).toContain('"Africa/Kigali"');
  });

  it('refuses a zone the platform does not know', () => {
    writeCountryPack(
      { ...NEW_COUNTRY, code: OTHER, timeZone: 'Africa/Kigali' },
      schemas(),
      locales(),
    );
    const file = join(schemas(), OTHER.toLowerCase(), 'country.json');
    const facts = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
    writeFileSync(file, JSON.stringify({ ...facts, timeZone: 'Africa/Atlantis' }));
    expect(findingsOf(CODE, OTHER).filter((f) => f.level === 'REFUSED')).toEqual([
      expect.objectContaining({
        file: `schemas/${OTHER.toLowerCase()}/country.json`,
        at: 'timeZone',
      }),
    ]);
  });
});
