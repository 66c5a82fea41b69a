/**
 * A language the app has never had, added by files alone to a copy of locales/: a folder with
 * part of the words and an entry in languages.json. The check accepts it and counts what it has
 * left to translate, the server serves it with its chain filling the rest, the client's build
 * fills its files the same way and a country naming it offers it.
 */
import {
  cpSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { checkSchemas } from '../../scripts/check-pack';
import { languageReview } from '../../scripts/check-languages';
import { filledLocale } from '../../scripts/vite/locale-fallbacks';
import { FormStore } from '../../src/server/forms/store';
import { localeWords, serverLanguages } from '../../src/server/locale-files';
import { offeredLanguages, parseLanguages } from '../../src/shared/languages';

type Json = Record<string, unknown>;

let root: string;
const schemas = () => join(root, 'schemas');
const locales = () => join(root, 'locales');
const read = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as Json;
const write = (file: string, json: unknown) => writeFileSync(file, JSON.stringify(json, null, 2));

/** A made-up code no real language has, so the test never meets a shipped folder. */
const CODE = `qx_${String.fromCharCode(65 + Math.floor(Math.random() * 26))}Z`;
const NAME = 'Qoqoxi';

/** The new language: errors.json and forms.json with one word of their own, nothing else. */
function addLanguage(): void {
  mkdirSync(join(locales(), CODE));
  write(join(locales(), CODE, 'errors.json'), { notFound: 'qx: no such service' });
  const forms = read(join(locales(), 'en', 'forms.json'));
  (forms.work as Json).industryCategory = { label: 'qx: industry' };
  write(join(locales(), CODE, 'forms.json'), { work: forms.work });
  const list = read(join(locales(), 'languages.json'));
  (list.languages as unknown[]).push({ code: CODE, name: NAME, dir: 'ltr', fallback: ['en'] });
  write(join(locales(), 'languages.json'), list);
}

const log = { info: () => undefined, error: () => undefined };

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'mkopo-language-'));
  cpSync('schemas', schemas(), { recursive: true });
  cpSync('locales', locales(), { recursive: true });
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('a language added by files alone', () => {
  it('is accepted by the check, which counts per file what it has left to translate', () => {
    addLanguage();
    const findings = checkSchemas(schemas(), locales());
    expect(findings.filter((f) => f.level === 'REFUSED')).toEqual([]);
    expect(findings).toContainEqual(
      expect.objectContaining({ level: 'ok', file: 'locales/languages.json' }),
    );
    const notes = findings.filter((f) => f.file.startsWith(`locales/${CODE}/`));
    // A file it has not got at all is listed with all of English's keys.
    expect(notes.map((n) => n.file)).toContain(`locales/${CODE}/sms.json`);
    const errors = notes.find((n) => n.file === `locales/${CODE}/errors.json`);
    const englishErrors = Object.keys(read(join(locales(), 'en', 'errors.json'))).length;
    expect(errors?.level).toBe('NOTE');
    expect(errors?.message).toMatch(new RegExp(`^${englishErrors - 1} text\\(s\\) not translated`));
    expect(errors?.message).toContain('borrowers see en');
  });

  it('is served by the server, its own words first and English for the rest', () => {
    addLanguage();
    expect(serverLanguages(locales()).map((l) => l.code)).toContain(CODE);
    const errors = localeWords(CODE, 'errors', locales()) as Json;
    const english = read(join(locales(), 'en', 'errors.json'));
    expect(errors.notFound).toBe('qx: no such service');
    expect(errors.codeDailyLimit).toBe(english.codeDailyLimit);
    // The forms words a phone downloads: the same, from the form store.
    const store = new FormStore(schemas(), log, { localesDir: locales() });
    store.reload();
    const served = JSON.parse(store.locale(CODE)?.json ?? '{}') as { work: Json };
    const englishForms = read(join(locales(), 'en', 'forms.json')) as { work: Json };
    expect(served.work.industryCategory).toEqual({
      ...(englishForms.work.industryCategory as Json),
      label: 'qx: industry',
    });
    expect(Object.keys(served.work)).toEqual(Object.keys(englishForms.work));
  });

  it('is listed by the client: its build fills the files, and a country naming it offers it', () => {
    addLanguage();
    const parsed = parseLanguages(read(join(locales(), 'languages.json')));
    if (!('languages' in parsed)) throw new Error('languages.json refused');
    const entry = parsed.languages.find((l) => l.code === CODE);
    expect(entry).toEqual({ code: CODE, name: NAME, dir: 'ltr', fallback: ['en'] });
    const codes = parsed.languages.map((l) => l.code);
    expect(offeredLanguages([CODE, 'en'], codes)).toEqual([CODE, 'en']);
    // A language the app does not have is never offered, even when a country names it.
    expect(offeredLanguages(['qq_QQ'], codes)).toEqual(['en']);
    const own = read(join(locales(), CODE, 'errors.json'));
    const filled = JSON.parse(filledLocale(locales(), CODE, 'errors.json', own).json) as Json;
    expect(filled.notFound).toBe('qx: no such service');
    expect(Object.keys(filled).sort()).toEqual(
      Object.keys(read(join(locales(), 'en', 'errors.json'))).sort(),
    );
  });

  it('is noted where a country names a language the app has not got', () => {
    const country = read(join(schemas(), 'ke', 'country.json'));
    country.languages = ['en', 'sw_KE', CODE];
    write(join(schemas(), 'ke', 'country.json'), country);
    const notes = checkSchemas(schemas(), locales()).filter(
      (f) => f.file === 'schemas/ke/country.json' && f.level === 'NOTE',
    );
    expect(notes).toEqual([
      expect.objectContaining({
        at: 'languages',
        message: expect.stringMatching(
          new RegExp(`^"${CODE}" is not a language of the app`),
        ) as string,
      }),
    ]);
    addLanguage();
    expect(
      checkSchemas(schemas(), locales()).filter(
        (f) => f.file === 'schemas/ke/country.json' && f.level !== 'ok',
      ),
    ).toEqual([]);
  });

  it('is accepted by country:new, which says what the language still lacks', () => {
    addLanguage();
    const [line, ...rest] = languageReview(locales(), [CODE, 'en']);
    expect(rest).toEqual([]);
    expect(line).toMatch(
      new RegExp(
        `^${CODE}: \\d+ text\\(s\\) not translated yet \\(.*errors.json \\d+.*\\); borrowers read them in en meanwhile$`,
      ),
    );
  });

  it('is refused while its folder has no entry, or its entry no folder', () => {
    mkdirSync(join(locales(), CODE));
    write(join(locales(), CODE, 'errors.json'), {});
    expect(checkSchemas(schemas(), locales()).filter((f) => f.level === 'REFUSED')).toEqual([
      expect.objectContaining({
        file: 'locales/languages.json',
        message: `locales/${CODE}/ has no entry: add its code, name, dir and fallback`,
      }),
    ]);
    expect(languageReview(locales(), [CODE])).toEqual([
      `${CODE}: locales/languages.json has no entry for it (code, name in itself, dir, fallback); the server does not offer it until it has one`,
    ]);
    rmSync(join(locales(), CODE), { recursive: true });
    addLanguage();
    rmSync(join(locales(), CODE), { recursive: true });
    expect(checkSchemas(schemas(), locales()).filter((f) => f.level === 'REFUSED')).toEqual([
      expect.objectContaining({
        file: 'locales/languages.json',
        message: `there is no folder locales/${CODE}/ for "${CODE}"`,
      }),
    ]);
  });

  it('refuses a right-to-left entry whose code the build cannot lay out right to left', () => {
    addLanguage();
    const list = read(join(locales(), 'languages.json')) as { languages: Json[] };
    const own = list.languages.find((l) => l.code === CODE);
    if (!own) throw new Error('the entry was not written');
    own.dir = 'rtl';
    write(join(locales(), 'languages.json'), list);
    const refused = checkSchemas(schemas(), locales()).filter((f) => f.level === 'REFUSED');
    expect(refused).toEqual([
      expect.objectContaining({
        file: 'locales/languages.json',
        message: expect.stringMatching(
          /^a right-to-left language needs its ISO 639 code \(ae, ar, .*he.*\)/,
        ) as string,
      }),
    ]);
    // Hebrew's own code is one the build knows.
    renameSync(join(locales(), CODE), join(locales(), 'he'));
    own.code = 'he';
    write(join(locales(), 'languages.json'), list);
    expect(checkSchemas(schemas(), locales()).filter((f) => f.level === 'REFUSED')).toEqual([]);
  });

  it('blames the locale file, not the forms, for a word deleted from English', () => {
    const en = read(join(locales(), 'en', 'forms.json'));
    delete (en.work as Json).industryCategory;
    write(join(locales(), 'en', 'forms.json'), en);
    const refused = checkSchemas(schemas(), locales()).filter((f) => f.level === 'REFUSED');
    expect(refused.length).toBeGreaterThan(0);
    expect(refused.every((f) => f.file === 'locales/en/forms.json')).toBe(true);
    expect(refused[0]?.message).toMatch(
      /^the word "forms:work\.industryCategory\.\w+" is deleted, and schemas\/\w+\/work\.json at .* uses it/,
    );
  });
});
