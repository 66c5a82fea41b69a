/**
 * The forms translations as served (docs/architecture.md §5): each language filled from its
 * fallback chain, and the check that an edit of the base language deletes no word a form uses.
 */
import { hasPath } from '../../shared/forms/index';
import { fallbackChain, withFallbacks } from '../../shared/languages';
import { serverLanguages } from '../locale-files';
import { keysOf, type Problem } from './check';
import { parseJson } from './read-json';
import { servedJson, type ServedLocale } from './served-locales';

/** Each language's words as served: a key it lacks comes from its fallback chain (languages.json), English last. */
export function servedLocales(
  locales: ReadonlyMap<string, unknown>,
  localesDir: string,
): Map<string, ServedLocale> {
  const languages = serverLanguages(localesDir);
  return new Map(
    [...locales].map(([lang, own]) => {
      const fallbacks = fallbackChain(lang, languages)
        .slice(1)
        .map((l) => locales.get(l))
        .filter((words) => words !== undefined);
      return [lang, servedJson(withFallbacks(own, ...fallbacks))];
    }),
  );
}

/**
 * The words `before` had that `value` deletes while a form uses them (`used`: word → where one
 * uses it): the edit is refused, not the forms that were fine with the words served before.
 */
export function lostWords(
  value: unknown,
  before: unknown,
  used: ReadonlyMap<string, string>,
): Problem[] {
  return [...used]
    .filter(([key]) => !hasPath(value, key) && hasPath(before, key))
    .map(([key, where]) => ({
      path: key,
      message: `the word "forms:${key}" is deleted, and ${where} uses it: the last good texts are served`,
    }));
}

/** Every `forms:` word the given forms (file name → form, held or on disk as text) use → where one uses it. */
export function wordsUsed(
  held: Iterable<[string, unknown]>,
  onDisk: Iterable<[string, string | undefined]>,
): Map<string, string> {
  const used = new Map<string, string>();
  const note = (file: string, form: unknown) => {
    if (typeof form !== 'object' || form === null) return;
    for (const k of keysOf(form as Record<string, unknown>))
      if (k.key.startsWith('forms:')) used.set(k.key.slice(6), `${file} at ${k.path}`);
  };
  for (const [file, form] of held) note(file, form);
  for (const [file, text] of onDisk) {
    const read = parseJson(text ?? '');
    if (read.ok) note(file, read.value);
  }
  return used;
}
