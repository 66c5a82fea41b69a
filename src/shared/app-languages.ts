/**
 * The languages this build ships: locales/languages.json as bundled with the code (the client,
 * the contract). The server reads the file on disk instead (server/locales.ts), so an edit there
 * needs no build.
 */
import data from '../../locales/languages.json';
import { parseLanguages, type LanguageEntry } from './languages';

function bundled(): readonly LanguageEntry[] {
  const parsed = parseLanguages(data);
  // `npm run schemas:check` refuses a broken file before a build; English keeps a build usable.
  return 'languages' in parsed
    ? parsed.languages
    : [{ code: 'en', name: 'English', dir: 'ltr', fallback: [] }];
}

export const APP_LANGUAGES: readonly LanguageEntry[] = bundled();

/** Every language's code, in the file's order: the contract's `lang` enums. */
export const LANGUAGE_CODES: readonly string[] = APP_LANGUAGES.map((l) => l.code);

export function languageEntry(code: string): LanguageEntry | undefined {
  return APP_LANGUAGES.find((l) => l.code === code);
}
