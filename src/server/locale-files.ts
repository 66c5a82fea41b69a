/**
 * The languages and words the server reads at run time: locales/languages.json and
 * locales/<lang>/<namespace>.json from the folder on disk (LOCALES_DIR), each re-read when it
 * changes. A key a language lacks is read along its fallback chain (English last), so a language
 * added by files alone is served at once, whole, while its translation is finished.
 */
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { LOCALES_DIR } from './forms/dirs';
import { readJson } from './forms/read-json';
import {
  BASE_LANGUAGE,
  fallbackChain,
  parseLanguages,
  withFallbacks,
  type LanguageEntry,
} from '../shared/languages';

interface Held<T> {
  readonly mtimeMs: number;
  readonly value: T;
}

const held = new Map<string, Held<unknown>>();
const merged = new Map<string, { files: readonly unknown[]; value: unknown }>();

/** The parsed JSON of `path`, re-read when its mtime changes; the last good one when it breaks. */
function readHeld(path: string): unknown {
  if (!existsSync(path)) return held.get(path)?.value;
  const mtimeMs = statSync(path).mtimeMs;
  const before = held.get(path);
  if (before && before.mtimeMs === mtimeMs) return before.value;
  const read = readJson(path);
  const value = read.ok ? read.value : before?.value;
  held.set(path, { mtimeMs, value });
  return value;
}

/** The folders under `dir`: a language's files, listed in languages.json or not yet. */
export function localeFolders(dir = LOCALES_DIR): string[] {
  return existsSync(dir)
    ? readdirSync(dir, { withFileTypes: true })
        .filter((e) => e.isDirectory())
        .map((e) => e.name)
        .sort()
    : [];
}

/**
 * The languages the server serves: languages.json's entries that have a folder, listed again when
 * the file changes (a language is added by its folder, then its entry). A file that does not parse
 * keeps the last good list; with none ever good, English alone.
 */
export function serverLanguages(dir = LOCALES_DIR): readonly LanguageEntry[] {
  const path = join(dir, 'languages.json');
  const mtimeMs = existsSync(path) ? statSync(path).mtimeMs : -1;
  const key = `${dir}#languages`;
  const before = held.get(key) as Held<readonly LanguageEntry[]> | undefined;
  if (before && before.mtimeMs === mtimeMs) return before.value;
  const parsed = parseLanguages(readHeld(path));
  if ('languages' in parsed) {
    const folders = localeFolders(dir);
    const value = parsed.languages.filter((l) => folders.includes(l.code));
    held.set(key, { mtimeMs, value });
    return value;
  }
  return before?.value ?? [{ code: BASE_LANGUAGE, name: 'English', dir: 'ltr', fallback: [] }];
}

/** `lang` when the server has it, else undefined. */
export function knownLanguage(lang: string, dir = LOCALES_DIR): string | undefined {
  return serverLanguages(dir).some((l) => l.code === lang) ? lang : undefined;
}

/** The chain a key of `lang` is read along: itself, its fallbacks, English. */
export function chainOf(lang: string, dir = LOCALES_DIR): string[] {
  return fallbackChain(lang, serverLanguages(dir));
}

/**
 * One namespace's words in `lang`, every key its chain has filled in (a `lang` the server does not
 * have reads English's). Undefined when no language of the chain has the file.
 */
export function localeWords(lang: string, namespace: string, dir = LOCALES_DIR): unknown {
  const chain = chainOf(knownLanguage(lang, dir) ?? BASE_LANGUAGE, dir);
  const files = chain
    .map((l) => readHeld(join(dir, l, `${namespace}.json`)))
    .filter((v) => v !== undefined);
  const key = `${dir}#${chain.join('>')}/${namespace}`;
  const before = merged.get(key);
  // The same file objects as last time: their merge is the same too.
  if (
    before &&
    before.files.length === files.length &&
    before.files.every((f, i) => f === files[i])
  )
    return before.value;
  const [own, ...fallbacks] = files;
  const value = own === undefined ? undefined : withFallbacks(own, ...fallbacks);
  merged.set(key, { files, value });
  return value;
}

/** The first of `lang`'s chain that `has` answers for (a file outside locales/ kept by language). */
export function firstOfChain(
  lang: string,
  has: (code: string) => boolean,
  dir = LOCALES_DIR,
): string {
  return chainOf(knownLanguage(lang, dir) ?? BASE_LANGUAGE, dir).find(has) ?? BASE_LANGUAGE;
}
