/** A copy of the shipped schemas and locales per test, for the country:new tests to write into. */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach } from 'vitest';
import { checkSchemas, type Finding } from '../../scripts/check-pack';
import { unusedCountryCode } from '../support/unused-country';

let root = '';
export const schemas = () => join(root, 'schemas');
export const locales = () => join(root, 'locales');
// Countries no folder has (a real code would break this test once operations add that country).
export const CODE = unusedCountryCode();
export const OTHER = unusedCountryCode('schemas', [CODE]);
export const NEW_COUNTRY = {
  code: CODE,
  name: 'Testland',
  currency: 'UGX',
  callingCode: '256',
  timeZone: 'Africa/Kampala',
};

/**
 * Registers the hooks that give each test of the calling file its own copy; call at module level.
 * (A function, not hooks at this module's top: the files of a worker share its modules, and a
 * module's top runs once, for the first file that loads it.)
 */
export function setUpCountryFolder(): void {
  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), 'mkopo-country-'));
    cpSync('schemas', schemas(), { recursive: true });
    cpSync('locales', locales(), { recursive: true });
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));
}

/** What operations do once they have filled a pack: nothing is left under "unfilled". */
export function markFilled(code: string): void {
  const file = join(schemas(), code.toLowerCase(), 'country.json');
  const facts = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
  writeFileSync(file, JSON.stringify({ ...facts, unfilled: [] }));
}

/**
 * The check's findings on the copy about `codes`' own folders and the files all countries share:
 * another country's folder, filled or still being filled by operations, is not this test's.
 */
export function findingsOf(...codes: string[]): Finding[] {
  const own = codes.map((c) => `schemas/${c.toLowerCase()}/`);
  return checkSchemas(schemas(), locales()).filter(
    (f) => own.some((o) => f.file.startsWith(o)) || !/^schemas\/[a-z]{2}\//.test(f.file),
  );
}
