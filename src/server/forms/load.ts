/**
 * Reading form files and their translations: JSON errors with line and column, then the check and
 * the compiled validator (docs/architecture.md §5). Used by the server's store and by `npm run schemas:check`.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FormFile } from '../../shared/forms/index';
import { checkFormFile, type Locales, type Problem } from './check';
import { ussdProblems } from './check-ussd';
import { compileForm, type CompiledForm } from './compile';
import { parseJson, readJson } from './read-json';
import { LOCALES_DIR } from './dirs';

/** Every language's parsed forms.json; a file that does not parse is left out. */
export function readLocales(dir = LOCALES_DIR): Locales {
  const out: Record<string, unknown> = {};
  for (const lang of readdirSync(dir)) {
    const file = join(dir, lang, 'forms.json');
    if (!existsSync(file)) continue;
    const read = readJson(file);
    if (read.ok) out[lang] = read.value;
  }
  return out;
}

/** Checks and compiles one form file's text: the served form, or the problems with their paths. */
export function loadFormText(
  text: string,
  country: string,
  form: string,
  locales: Locales,
): { form: CompiledForm } | { problems: Problem[] } {
  const read = parseJson(text);
  if (!read.ok) return { problems: [{ path: '', message: read.message }] };
  const problems = checkFormFile(read.value, locales);
  if (problems.length === 0) problems.push(...ussdProblems(form, read.value as FormFile, locales));
  if (problems.length > 0) return { problems };
  try {
    return { form: compileForm(country, form, read.value as FormFile) };
  } catch (err) {
    return {
      problems: [{ path: 'schema', message: `does not compile: ${(err as Error).message}` }],
    };
  }
}

/** Reads and checks one file of `dir`. */
export function loadFormFile(
  dir: string,
  country: string,
  form: string,
  locales: Locales,
): { form: CompiledForm } | { problems: Problem[] } {
  const file = join(dir, country, `${form}.json`);
  if (!existsSync(file)) return { problems: [{ path: '', message: 'the file cannot be read' }] };
  return loadFormText(readFileSync(file, 'utf8'), country, form, locales);
}
