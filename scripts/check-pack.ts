/**
 * The whole check of `schemas/` (`npm run schemas:check`): every file of every country's folder
 * (forms, product, prizes, country facts, partner products) with the server's own checks, plus the
 * languages (locales/languages.json against its folders) and the texts each lacks, file by file
 * (read along its fallback chain until translated).
 */
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { parseChannels } from '../src/server/domain/cashier-channels';
import { parseProduct, ProductError, type CountryTerms } from '../src/server/domain/product';
import { loadRecommendations } from '../src/server/features/loans/recommendations';
import { checkDataValue, type DataKind } from '../src/server/forms/data-file';
import { writeOffsTooLarge } from '../src/server/domain/maker-checker';
import type { StaffLimitsFile } from '../src/shared/data-files.gen';
import { readablePath } from '../src/server/forms/did-you-mean';
import { FORM_NAMES, loadFormFile, readLocales } from '../src/server/forms/store';
import { readJson } from '../src/server/forms/read-json';
import { BASE_LANGUAGE } from '../src/server/forms/served-locales';
import { checkLanguages, countryLanguageNotes } from './check-languages';
import { checkCountryFile } from './gen-countries';
import { checkPolicies } from './check-policies';
import { DEFAULT_MAX_SEGMENTS } from '../src/server/features/sms/countries';
import { readSmsFile } from '../src/server/features/sms/words';

export interface Finding {
  /** NOT FILLED: what `country:new` left for operations; the country is not offered until filled. */
  readonly level: 'ok' | 'REFUSED' | 'NOTE' | 'NOT FILLED';
  readonly file: string;
  /** Where in the file, as a person reads it; '' for the whole file. */
  readonly at: string;
  readonly message: string;
}

const refused = (file: string, path: string, message: string): Finding => ({
  level: 'REFUSED',
  file,
  at: readablePath(path),
  message,
});

/** `schemas/tz/product.json: field "feeRate" is …` → its path and message. */
function fromThrown(file: string, err: unknown): Finding {
  const text = (err as Error).message.replace(/^[^:]*\.json: /, '');
  const field = /^(?:field )?"([^"]+)" (.*)$/s.exec(text);
  return field ? refused(file, field[1] ?? '', field[2] ?? text) : refused(file, '', text);
}

/** JSON Schema check of `schemas/_meta`, then the rules only code can state. */
function checkData(
  dir: string,
  cc: string,
  kind: DataKind,
  then: (value: unknown, file: string) => void,
): Finding[] {
  const file = `schemas/${cc}/${kind}.json`;
  const read = readJson(join(dir, cc, `${kind}.json`));
  if (!read.ok) return [refused(file, '', read.message)];
  const problems = checkDataValue(kind, read.value, join(dir, '_meta'));
  if (problems.length > 0) return problems.map((p) => refused(file, p.path, p.message));
  try {
    then(read.value, file);
  } catch (err) {
    // A product lists every problem it has at once.
    if (err instanceof ProductError)
      return err.problems.map((p) => refused(file, p.path, p.message));
    return [fromThrown(file, err)];
  }
  return [{ level: 'ok', file, at: '', message: '' }];
}

/** cashier.json: a broken one leaves borrowers the wallet push only, so it is refused here. */
function checkCashier(dir: string, cc: string): Finding {
  const file = `schemas/${cc}/cashier.json`;
  const read = readJson(join(dir, cc, 'cashier.json'));
  if (!read.ok) return refused(file, '', read.message);
  try {
    parseChannels(file, read.value);
  } catch (err) {
    const text = (err as Error).message.replace(`${file}: `, '');
    const at = /^([\w[\].]+?) (must .*)$/s.exec(text);
    return at ? refused(file, at[1] ?? '', at[2] ?? text) : refused(file, '', text);
  }
  return { level: 'ok', file, at: '', message: '' };
}

/** What country.json says is not filled yet, one finding each. */
function unfilled(dir: string, cc: string): Finding[] {
  const read = readJson(join(dir, cc, 'country.json'));
  const list = read.ok ? (read.value as { unfilled?: unknown }).unfilled : undefined;
  if (!Array.isArray(list)) return [];
  return list.map((what) => ({
    level: 'NOT FILLED' as const,
    file: `schemas/${cc}/country.json`,
    at: 'unfilled',
    message: `${String(what)}: not filled, so the country is not offered to borrowers yet (fill it, take it off "unfilled", then npm run gen)`,
  }));
}

function checkCountry(dir: string, cc: string, locales: Record<string, unknown>): Finding[] {
  const findings: Finding[] = [];
  for (const form of FORM_NAMES) {
    const file = `schemas/${cc}/${form}.json`;
    if (!existsSync(join(dir, cc, `${form}.json`))) {
      findings.push(refused(file, '', 'the file is missing: every country has the four forms'));
      continue;
    }
    const result = loadFormFile(dir, cc, form, locales);
    if ('form' in result) {
      findings.push({ level: 'ok', file, at: '', message: '' });
      continue;
    }
    // A word English lost while another language still has it was deleted from English: the
    // locale file is at fault (the server refuses that edit), not the form that uses the word.
    const deleted = result.problems.map((p) => deletedWord(p, file, locales));
    findings.push(
      ...deleted.filter((f): f is Finding => f !== undefined),
      ...result.problems
        .filter((_, i) => deleted[i] === undefined)
        .map((p) => refused(file, p.path, p.message)),
    );
    if (deleted.every((f) => f !== undefined))
      findings.push({ level: 'ok', file, at: '', message: '' });
  }
  findings.push(
    ...checkData(dir, cc, 'country', (value, file) => checkCountryFile(file, cc, value)),
    ...checkData(dir, cc, 'product', (value, file) => {
      // This folder's own country.json: a new country is checked before `npm run gen` knows it
      // (a broken country.json is reported on its own; then the generated list is used).
      const facts = readJson(join(dir, cc, 'country.json'));
      const own = facts.ok ? (facts.value as CountryTerms) : undefined;
      if (typeof own?.currency !== 'string') parseProduct(file, value);
      else parseProduct(file, value, { [cc.toUpperCase()]: own });
    }),
    ...checkData(dir, cc, 'prizes', () => undefined),
    ...(existsSync(join(dir, cc, 'staff-limits.json'))
      ? checkData(dir, cc, 'staff-limits', (value) => checkWriteOffs(dir, cc, value))
      : [
          {
            level: 'NOTE' as const,
            file: `schemas/${cc}/staff-limits.json`,
            at: '',
            message: 'missing: no staff member books money alone here; a checker approves each',
          },
        ]),
  );
  findings.push(checkCashier(dir, cc), ...checkPolicies(dir, cc, locales), ...unfilled(dir, cc));
  const recommendations = `schemas/${cc}/recommendations.json`;
  if (existsSync(join(dir, cc, 'recommendations.json'))) {
    const result = loadRecommendations(dir, cc);
    if ('products' in result)
      findings.push({ level: 'ok', file: recommendations, at: '', message: '' });
    else findings.push(...result.problems.map((p) => refused(recommendations, p.path, p.message)));
  }
  return findings;
}

const MISSING_WORD = /^"forms:([^"]+)" is not translated in locales\/(\w+)\/forms\.json$/;

/** The finding against the locale file when `p` is a word deleted from English, else undefined. */
function deletedWord(
  p: { path: string; message: string },
  file: string,
  locales: Record<string, unknown>,
): Finding | undefined {
  const [, key = '', lang = ''] = MISSING_WORD.exec(p.message) ?? [];
  if (lang !== BASE_LANGUAGE) return undefined;
  const elsewhere = Object.entries(locales).some(([l, words]) => l !== lang && hasWord(words, key));
  if (!elsewhere) return undefined;
  return refused(
    `locales/${lang}/forms.json`,
    key,
    `the word "forms:${key}" is deleted, and ${file} at ${readablePath(p.path)} uses it: the last good texts are served`,
  );
}

function hasWord(words: unknown, key: string): boolean {
  let at: unknown = words;
  for (const part of key.split('.')) {
    if (typeof at !== 'object' || at === null) return false;
    at = (at as Record<string, unknown>)[part];
  }
  return typeof at === 'string';
}

/** Broken translation files: the server keeps serving their last good version. */
function brokenLocales(localesDir: string): Finding[] {
  return readdirSync(localesDir).flatMap((lang) => {
    const path = join(localesDir, lang, 'forms.json');
    if (!existsSync(path)) return [];
    const read = readJson(path);
    return read.ok ? [] : [refused(`locales/${lang}/forms.json`, '', read.message)];
  });
}

/**
 * The SMS texts of each language (locales/<lang>/sms.json): every message present, within the
 * segment limit of every country whose borrowers read that language (with its longest values), and
 * no collection message saying what the rules forbid.
 */
function smsTexts(dir: string, localesDir: string, countries: readonly string[]): Finding[] {
  const limits = countries.flatMap((cc) => {
    const read = readJson(join(dir, cc, 'country.json'));
    if (!read.ok) return [];
    const facts = read.value as { languages?: string[]; sms?: { maxSegments?: number } };
    return (facts.languages ?? []).map((lang) => ({
      lang,
      max: facts.sms?.maxSegments ?? DEFAULT_MAX_SEGMENTS,
    }));
  });
  return readdirSync(localesDir)
    .filter((lang) => existsSync(join(localesDir, lang, 'sms.json')))
    .flatMap((lang) => {
      const file = `locales/${lang}/sms.json`;
      const own = limits.filter((l) => l.lang === lang).map((l) => l.max);
      const read = readSmsFile(
        localesDir,
        lang,
        own.length > 0 ? Math.min(...own) : DEFAULT_MAX_SEGMENTS,
      );
      if ('texts' in read) return [{ level: 'ok' as const, file, at: '', message: '' }];
      return read.problems.map((p) => refused(file, p.key, p.message));
    });
}

/**
 * A write-off booked alone stays small: at most a hundredth of the product's largest loan
 * (decision 0048); above, a second member checks it.
 */
function checkWriteOffs(dir: string, cc: string, value: unknown): void {
  const product = readJson(join(dir, cc, 'product.json'));
  const ladder = product.ok ? (product.value as { ladder?: { limit?: unknown }[] }).ladder : [];
  const limits = (ladder ?? [])
    .map((l) => l.limit)
    .filter((l): l is number => typeof l === 'number');
  if (limits.length === 0) return;
  const [first] = writeOffsTooLarge((value as StaffLimitsFile).writeOff, Math.max(...limits));
  if (first)
    throw new Error(
      `field "writeOff.${first.role}" is ${first.limit}: a write-off alone may be at most ${first.ceiling}, a hundredth of the largest loan; a checker approves anything above`,
    );
}

export function checkSchemas(dir: string, localesDir: string): Finding[] {
  const locales = readLocales(localesDir);
  const countries = readdirSync(dir, { withFileTypes: true })
    .filter((d) => d.isDirectory() && !d.name.startsWith('_'))
    .map((d) => d.name)
    .sort();
  return [
    ...brokenLocales(localesDir),
    ...countries.flatMap((cc) => checkCountry(dir, cc, locales)),
    ...smsTexts(dir, localesDir, countries),
    ...checkLanguages(localesDir),
    ...countryLanguageNotes(dir, countries, localesDir),
  ];
}
