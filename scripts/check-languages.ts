/**
 * The languages part of `npm run schemas:check`: locales/languages.json against the folders
 * under locales/ (refused when a folder has no entry, an entry no folder, or a chain names a
 * language the file lacks: the server would not serve it), then each language's untranslated keys,
 * file by file with their count. A missing key breaks nothing (it is read along the language's
 * chain), so it is a note, never a refusal.
 */
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { readJson } from '../src/server/forms/read-json';
import { readablePath } from '../src/server/forms/did-you-mean';
import {
  BASE_LANGUAGE,
  fallbackChain,
  missingKeys,
  parseLanguages,
  type LanguageEntry,
} from '../src/shared/languages';

export interface LanguageFinding {
  readonly level: 'ok' | 'REFUSED' | 'NOTE';
  readonly file: string;
  readonly at: string;
  readonly message: string;
}

const LIST = 'locales/languages.json';

/** The language folders under `localesDir`. */
export function languageFolders(localesDir: string): string[] {
  return existsSync(localesDir)
    ? readdirSync(localesDir, { withFileTypes: true })
        .filter((e) => e.isDirectory())
        .map((e) => e.name)
        .sort()
    : [];
}

/** languages.json checked against the folders: its entries, or the refusals. */
export function checkLanguageList(localesDir: string): {
  languages: LanguageEntry[];
  findings: LanguageFinding[];
} {
  const read = readJson(join(localesDir, 'languages.json'));
  if (!read.ok)
    return {
      languages: [],
      findings: [{ level: 'REFUSED', file: LIST, at: '', message: read.message }],
    };
  const parsed = parseLanguages(read.value, languageFolders(localesDir));
  if ('problems' in parsed)
    return {
      languages: [],
      findings: parsed.problems.map((p) => ({
        level: 'REFUSED' as const,
        file: LIST,
        at: readablePath(p.path),
        message: p.message,
      })),
    };
  return {
    languages: parsed.languages,
    findings: [{ level: 'ok', file: LIST, at: '', message: '' }],
  };
}

/** The keys English has in each of its files that `lang` lacks, by file. */
export function untranslated(localesDir: string, lang: string): { file: string; keys: string[] }[] {
  const baseDir = join(localesDir, BASE_LANGUAGE);
  if (!existsSync(baseDir)) return [];
  return readdirSync(baseDir)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .flatMap((file) => {
      const base = readJson(join(baseDir, file));
      if (!base.ok) return [];
      const own = readJson(join(localesDir, lang, file));
      const keys = missingKeys(base.value, own.ok ? own.value : undefined);
      return keys.length > 0 ? [{ file, keys }] : [];
    });
}

/** One note per language file with keys to translate, naming how many and what readers see. */
function gapNotes(localesDir: string, languages: readonly LanguageEntry[]): LanguageFinding[] {
  return languages
    .filter((l) => l.code !== BASE_LANGUAGE)
    .flatMap((l) => {
      const gaps = untranslated(localesDir, l.code);
      const total = gaps.reduce((n, g) => n + g.keys.length, 0);
      const chain = fallbackChain(l.code, languages).slice(1).join(' → ');
      return gaps.map(({ file, keys }) => ({
        level: 'NOTE' as const,
        file: `locales/${l.code}/${file}`,
        at: '',
        message: `${keys.length} text(s) not translated yet (${total} in ${l.code} in all), borrowers see ${chain}: ${keys.slice(0, 10).join(', ')}${keys.length > 10 ? ', …' : ''}`,
      }));
    });
}

/** Every finding of the languages: the list, then what each language has left to translate. */
export function checkLanguages(localesDir: string): LanguageFinding[] {
  const { languages, findings } = checkLanguageList(localesDir);
  return [...findings, ...gapNotes(localesDir, languages)];
}

/**
 * What `country:new --languages` leaves to do for each language it was given: an entry in
 * languages.json, and the texts not translated yet (read along the chain meanwhile).
 */
export function languageReview(localesDir: string, codes: readonly string[]): string[] {
  const read = readJson(join(localesDir, 'languages.json'));
  const parsed = read.ok ? parseLanguages(read.value) : undefined;
  const languages = parsed && 'languages' in parsed ? parsed.languages : [];
  return codes.flatMap((code) => {
    if (!languages.some((l) => l.code === code))
      return [
        `${code}: ${LIST} has no entry for it (code, name in itself, dir, fallback); the server does not offer it until it has one`,
      ];
    const gaps = untranslated(localesDir, code);
    const total = gaps.reduce((n, g) => n + g.keys.length, 0);
    if (total === 0) return [];
    const chain = fallbackChain(code, languages).slice(1).join(' → ');
    const files = gaps.map((g) => `${g.file} ${g.keys.length}`).join(', ');
    return [
      `${code}: ${total} text(s) not translated yet (${files}); borrowers read them in ${chain} meanwhile`,
    ];
  });
}

/**
 * A language a country's data names that the app has not got: the country's borrowers are not
 * offered it (they read the country's other languages), so it is a note.
 */
export function countryLanguageNotes(
  schemasDir: string,
  countries: readonly string[],
  localesDir: string,
): LanguageFinding[] {
  const read = readJson(join(localesDir, 'languages.json'));
  const parsed = read.ok ? parseLanguages(read.value) : undefined;
  if (!parsed || !('languages' in parsed)) return [];
  const known = parsed.languages.map((l) => l.code);
  return countries.flatMap((cc) => {
    const facts = readJson(join(schemasDir, cc, 'country.json'));
    const named = facts.ok ? (facts.value as { languages?: unknown }).languages : undefined;
    if (!Array.isArray(named)) return [];
    return named
      .filter((l): l is string => typeof l === 'string' && !known.includes(l))
      .map((l) => ({
        level: 'NOTE' as const,
        file: `schemas/${cc}/country.json`,
        at: 'languages',
        message: `"${l}" is not a language of the app (${LIST}), so it is not offered: add its folder and entry, or take it off`,
      }));
  });
}
