/**
 * The served form files and their translations (DESIGN §5): read from `schemas/<country>/<form>.json`
 * and `locales/<lang>/forms.json`, checked, compiled, and re-read when a file changes. A broken edit
 * is logged with its file and where in it, and the last good version keeps being served, also after
 * a restart (kept under `keepDir`).
 */
import { existsSync, readdirSync, readFileSync, watch, type FSWatcher } from 'node:fs';
import { join } from 'node:path';
import type { Problem } from './check';
import type { CompiledForm } from './compile';
import { LOCALES_DIR } from './dirs';
import { LastGood } from './last-good';
import { loadFormText } from './load';
import { parseJson, readJson } from './read-json';
import { BASE_LANGUAGE, serveLocale, servedJson, type ServedLocale } from './served-locales';
import { checkDataValue, readDataFile, type DataKind } from './data-file';
import type { CountryFile, Prize, PrizesFile } from '../../shared/data-files.gen';
import { parseProduct, type Product } from '../domain/product';

export { LOCALES_DIR, SCHEMAS_DIR } from './dirs';
export { loadFormFile, readLocales } from './load';

export const FORM_NAMES = ['personal', 'work', 'contacts', 'questionnaire'] as const;
export type FormName = (typeof FORM_NAMES)[number];

interface Log {
  info(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

export interface FormStoreOptions {
  /** Where the translations live (default: the repository's `locales/`). */
  readonly localesDir?: string;
  /** Where the last good version of each file is kept across restarts; undefined: memory only. */
  readonly keepDir?: string;
}

/** One reload's refused files, each with its problems. */
export type Report = { file: string; problems: Problem[] }[];

export class FormStore {
  private readonly forms = new Map<string, CompiledForm>();
  private readonly locales = new Map<string, unknown>();
  private served = new Map<string, ServedLocale>();
  private readonly countryFiles = new Map<string, ServedLocale>();
  private readonly prizeLists = new Map<string, readonly Prize[]>();
  private readonly products = new Map<string, Product>();
  private readonly watched = new Map<string, FSWatcher>();
  private timer: ReturnType<typeof setTimeout> | undefined;
  private readonly localesDir: string;
  private readonly kept: LastGood;

  constructor(
    readonly dir: string,
    private readonly log: Log,
    options: FormStoreOptions = {},
  ) {
    this.localesDir = options.localesDir ?? LOCALES_DIR;
    this.kept = new LastGood(options.keepDir);
  }

  /** The countries with a folder of forms (lower case, as in the URL). */
  countries(): string[] {
    return readdirSync(this.dir, { withFileTypes: true })
      .filter((d) => d.isDirectory() && !d.name.startsWith('_'))
      .map((d) => d.name);
  }

  /** (Re)loads translations and forms; keeps the last good version of a broken file. */
  reload(): Report {
    const report: Report = [];
    this.reloadLocales(report);
    this.reloadCountryFiles(report);
    const locales = Object.fromEntries(this.locales);
    for (const country of this.countries()) {
      for (const form of FORM_NAMES) {
        const path = join(this.dir, country, `${form}.json`);
        if (!existsSync(path)) continue;
        const name = `${country}/${form}.json`;
        const text = readFileSync(path, 'utf8');
        const result = loadFormText(text, country, form, locales);
        if ('form' in result) {
          this.kept.save(`schemas/${name}`, text);
          this.put(`${country}/${form}`, result.form, `schemas/${name}`);
          continue;
        }
        this.refused(report, `schemas/${name}`, result.problems);
        if (this.forms.has(`${country}/${form}`)) continue;
        const kept = this.kept.read(`schemas/${name}`);
        const before = kept === undefined ? undefined : loadFormText(kept, country, form, locales);
        if (before && 'form' in before)
          this.put(`${country}/${form}`, before.form, `schemas/${name}`);
      }
    }
    return report;
  }

  private reloadLocales(report: Report): void {
    for (const lang of readdirSync(this.localesDir)) {
      const name = `locales/${lang}/forms.json`;
      const path = join(this.localesDir, lang, 'forms.json');
      if (!existsSync(path)) continue;
      let read = readJson(path);
      if (read.ok) this.kept.save(name, read.text);
      else {
        this.refused(report, name, [{ path: '', message: read.message }]);
        if (this.locales.has(lang)) continue;
        read = parseJson(this.kept.read(name) ?? '');
        if (!read.ok) continue;
      }
      this.locales.set(lang, read.value);
    }
    const base = this.locales.get(BASE_LANGUAGE);
    this.served = new Map(
      [...this.locales].map(([lang, own]) => [lang, serveLocale(base ?? own, own)]),
    );
  }

  // country.json (content phones read at run time), prizes.json (the draw) and product.json (the
  // terms of new loans), each with its last good version kept on disk.
  private reloadCountryFiles(report: Report): void {
    for (const country of this.countries()) {
      const facts = this.readData('country', country, report, this.countryFiles, asIs<CountryFile>);
      if (facts) {
        const { $comment: _comment, ...content } = facts;
        this.countryFiles.set(country, servedJson(content));
      }
      const prizes = this.readData('prizes', country, report, this.prizeLists, asIs<PrizesFile>);
      if (prizes) this.prizeLists.set(country, prizes.prizes);
      const product = this.readData('product', country, report, this.products, productIn(country));
      if (product) this.products.set(country, product);
    }
  }

  /**
   * A data file as good now, else (first load only) its kept version; undefined: keep what is
   * held. `accept` states the rules only code can (the spec's caps); it throws with the reason.
   */
  private readData<T>(
    kind: DataKind,
    country: string,
    report: Report,
    held: ReadonlyMap<string, unknown>,
    accept: (value: unknown, name: string) => T,
  ): T | undefined {
    const name = `schemas/${country}/${kind}.json`;
    const read = readDataFile<unknown>(kind, country, this.dir);
    const now = 'value' in read ? accepted(read.value, name, accept) : read;
    if ('value' in now && 'value' in read) {
      this.kept.save(name, JSON.stringify(read.value));
      return now.value;
    }
    if ('problems' in now) this.refused(report, name, now.problems);
    if (held.has(country)) return undefined;
    const kept = parseJson(this.kept.read(name) ?? '');
    if (!kept.ok || checkDataValue(kind, kept.value, join(this.dir, '_meta')).length > 0)
      return undefined;
    const before = accepted(kept.value, name, accept);
    return 'value' in before ? before.value : undefined;
  }

  /** A country's loan product (checked against the spec's caps); undefined: none ever passed. */
  product(code: string): Product | undefined {
    return this.products.get(code.toLowerCase());
  }

  /** The prizes of a country's draw; empty when it has none that ever passed the check. */
  prizes(code: string): readonly Prize[] {
    return this.prizeLists.get(code.toLowerCase()) ?? [];
  }

  /** A country's facts and content (country.json without its comment), with an ETag. */
  country(code: string): ServedLocale | undefined {
    return this.countryFiles.get(code.toLowerCase());
  }

  private put(key: string, form: CompiledForm, file: string): void {
    if (this.forms.get(key)?.hash === form.hash) return;
    this.forms.set(key, form);
    this.log.info({ file, hash: form.hash }, 'form file loaded');
  }

  private refused(report: Report, file: string, problems: Problem[]): void {
    report.push({ file, problems });
    for (const p of problems)
      this.log.error(
        { file, path: p.path },
        `file refused, the last good version is served: ${p.message}`,
      );
  }

  get(country: string, form: string): CompiledForm | undefined {
    return this.forms.get(`${country.toLowerCase()}/${form}`);
  }

  /** The forms translations of `lang` with English filling the gaps; undefined: no such language. */
  locale(lang: string): ServedLocale | undefined {
    return this.served.get(lang);
  }

  /** Re-reads the files shortly after one under `schemas/` or `locales/` changes. */
  watch(): void {
    const schedule = () => {
      clearTimeout(this.timer);
      this.timer = setTimeout(() => {
        try {
          this.reload();
          this.watchFolders(schedule);
        } catch (error) {
          // A folder moved or removed mid-edit must not stop the server: borrowers keep the
          // forms already served, and the next change under a watched folder tries again.
          this.log.error({ err: error }, 'form files could not be re-read; the last good stay');
        }
      }, 100);
    };
    this.watchFolders(schedule);
  }

  // fs.watch is not recursive on every platform: one watcher per folder, new folders added on reload.
  private watchFolders(schedule: () => void): void {
    const folders = [
      this.dir,
      ...this.countries().map((c) => join(this.dir, c)),
      ...readdirSync(this.localesDir).map((l) => join(this.localesDir, l)),
    ];
    for (const folder of folders)
      if (!this.watched.has(folder)) this.watched.set(folder, watch(folder, schedule));
  }

  close(): void {
    clearTimeout(this.timer);
    for (const w of this.watched.values()) w.close();
    this.watched.clear();
  }
}

const asIs = <T>(value: unknown): T => value as T;

/** product.json of the folder `country`, checked against the spec's caps (domain/product.ts). */
const productIn =
  (country: string) =>
  (value: unknown, name: string): Product => {
    const product = parseProduct(name, value);
    if (product.country.toLowerCase() !== country)
      throw new Error(`${name}: field "country" must be ${country.toUpperCase()}`);
    return product;
  };

/** What `accept` makes of a value, or its refusal as a problem of the file (the name cut off). */
function accepted<T>(
  value: unknown,
  name: string,
  accept: (value: unknown, name: string) => T,
): { value: T } | { problems: Problem[] } {
  try {
    return { value: accept(value, name) };
  } catch (error) {
    const message = (error as Error).message.replace(`${name}: `, '');
    return { problems: [{ path: '', message }] };
  }
}
