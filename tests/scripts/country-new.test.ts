/**
 * `npm run country:new` writes a country folder that passes every check from the start, names the
 * country in every language, and lists what operations must review; any zone the platform knows
 * is taken, since business dates follow each country's own calendar.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { checkSchemas } from '../../scripts/check-pack';
import { argumentProblems, writeCountryPack } from '../../scripts/country-new';
import { generateCountries } from '../../scripts/gen-countries';

let root: string;
const schemas = () => join(root, 'schemas');
const locales = () => join(root, 'locales');
const UGANDA = {
  code: 'UG',
  name: 'Uganda',
  currency: 'UGX',
  callingCode: '256',
  timeZone: 'Africa/Kampala',
};

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'mkopo-country-'));
  cpSync('schemas', schemas(), { recursive: true });
  cpSync('locales', locales(), { recursive: true });
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('country:new', () => {
  it('writes a folder that passes every check and is generated into the country list', () => {
    expect(argumentProblems(UGANDA, schemas())).toEqual([]);
    const review = writeCountryPack(UGANDA, schemas(), locales());
    expect(review.join('\n')).toMatch(/regions and districts/);
    expect(checkSchemas(schemas(), locales()).filter((f) => f.level === 'REFUSED')).toEqual([]);
    const generated = Object.values(generateCountries(schemas()))[0] ?? '';
    expect(generated).toContain('"UG"');
    expect(generated).toContain('"+256"');
    const auth = JSON.parse(readFileSync(join(locales(), 'sw_KE', 'auth.json'), 'utf8')) as {
      nation: Record<string, string>;
    };
    expect(auth.nation.UG).toBe('Uganda');
  });

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
    expect(argumentProblems({ ...UGANDA, code: 'TZ' }, schemas())).toEqual([
      'schemas/tz already exists',
    ]);
  });

  it('takes a zone away from UTC+3: the business calendar follows it', () => {
    writeCountryPack({ ...UGANDA, code: 'RW', timeZone: 'Africa/Kigali' }, schemas(), locales());
    expect(checkSchemas(schemas(), locales()).filter((f) => f.level === 'REFUSED')).toEqual([]);
    const generated = Object.values(generateCountries(schemas()))[0] ?? '';
    expect(generated).toContain('"Africa/Kigali"');
  });

  it('refuses a zone the platform does not know', () => {
    writeCountryPack({ ...UGANDA, code: 'RW', timeZone: 'Africa/Kigali' }, schemas(), locales());
    const file = join(schemas(), 'rw', 'country.json');
    const facts = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
    writeFileSync(file, JSON.stringify({ ...facts, timeZone: 'Africa/Atlantis' }));
    expect(checkSchemas(schemas(), locales()).filter((f) => f.level === 'REFUSED')).toEqual([
      expect.objectContaining({ file: 'schemas/rw/country.json', at: 'timeZone' }),
    ]);
  });
});
