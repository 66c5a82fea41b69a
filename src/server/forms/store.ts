/**
 * The served form files (DESIGN §5): read from `schemas/<country>/<form>.json`, checked, compiled,
 * and re-read when a file changes. A broken edit is logged with its file and path, and the last
 * good version keeps being served.
 */
import { existsSync, readdirSync, readFileSync, watch, type FSWatcher } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FormFile } from '../../shared/forms/index';
import { checkFormFile, type Locales, type Problem } from './check';
import { compileForm, type CompiledForm } from './compile';

export const FORM_NAMES = ['personal', 'work', 'contacts', 'questionnaire'] as const;
export type FormName = (typeof FORM_NAMES)[number];

const here = fileURLToPath(new URL('.', import.meta.url));
export const SCHEMAS_DIR = resolve(here, '../../../schemas');
export const LOCALES_DIR = resolve(here, '../../../locales');

interface Log {
  info(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

export function readLocales(dir = LOCALES_DIR): Locales {
  const out: Record<string, unknown> = {};
  for (const lang of readdirSync(dir)) {
    const file = join(dir, lang, 'forms.json');
    if (existsSync(file)) out[lang] = JSON.parse(readFileSync(file, 'utf8'));
  }
  return out;
}

/** Reads and checks one file: the served form, or the problems with their paths. */
export function loadFormFile(
  dir: string,
  country: string,
  form: string,
  locales: Locales,
): { form: CompiledForm } | { problems: Problem[] } {
  let parsed: unknown;
  try {
    parsed = JSON.parse(readFileSync(join(dir, country, `${form}.json`), 'utf8'));
  } catch (err) {
    return { problems: [{ path: '', message: `not readable JSON: ${(err as Error).message}` }] };
  }
  const problems = checkFormFile(parsed, locales);
  if (problems.length > 0) return { problems };
  try {
    return { form: compileForm(country, form, parsed as FormFile) };
  } catch (err) {
    return {
      problems: [{ path: 'schema', message: `does not compile: ${(err as Error).message}` }],
    };
  }
}

export class FormStore {
  private readonly forms = new Map<string, CompiledForm>();
  private watchers: FSWatcher[] = [];
  private timer: ReturnType<typeof setTimeout> | undefined;

  constructor(
    readonly dir: string,
    private readonly log: Log,
    private readonly localesDir = LOCALES_DIR,
  ) {}

  /** The countries with a folder of forms (lower case, as in the URL). */
  countries(): string[] {
    return readdirSync(this.dir, { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => d.name);
  }

  /** (Re)loads every form; keeps the last good version of a broken one. Returns the problems. */
  reload(): { file: string; problems: Problem[] }[] {
    const locales = readLocales(this.localesDir);
    const report: { file: string; problems: Problem[] }[] = [];
    for (const country of this.countries()) {
      for (const form of FORM_NAMES) {
        if (!existsSync(join(this.dir, country, `${form}.json`))) continue;
        const file = `schemas/${country}/${form}.json`;
        const result = loadFormFile(this.dir, country, form, locales);
        if ('problems' in result) {
          report.push({ file, problems: result.problems });
          for (const p of result.problems)
            this.log.error({ file, path: p.path }, `form file refused: ${p.message}`);
          continue;
        }
        const key = `${country}/${form}`;
        if (this.forms.get(key)?.hash !== result.form.hash) {
          this.forms.set(key, result.form);
          this.log.info({ file, hash: result.form.hash }, 'form file loaded');
        }
      }
    }
    return report;
  }

  get(country: string, form: string): CompiledForm | undefined {
    return this.forms.get(`${country.toLowerCase()}/${form}`);
  }

  /** Re-reads the files shortly after one changes (editors write in several steps). */
  watch(): void {
    if (this.watchers.length > 0) return;
    const schedule = () => {
      clearTimeout(this.timer);
      this.timer = setTimeout(() => this.reload(), 100);
    };
    for (const country of this.countries())
      this.watchers.push(watch(join(this.dir, country), schedule));
  }

  close(): void {
    clearTimeout(this.timer);
    for (const w of this.watchers) w.close();
    this.watchers = [];
  }
}
