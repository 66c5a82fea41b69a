/**
 * The served form files and their translations (docs/architecture.md §5): read from `schemas/<country>/<form>.json`
 * and `locales/<lang>/forms.json`, checked, compiled, and re-read when a file changes. A country's
 * forms, facts, prizes, product, staff limits and cashier channels are one pack (pack.ts), taken
 * whole or not at all; a broken edit is logged with its file and where in it, and the last good
 * pack keeps being served, also after a restart (kept under `keepDir`).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { CountryFile, Prize, StaffLimitsFile } from '../../shared/data-files.gen';
import type { CashierChannel } from '../domain/cashier-channels';
import type { Product } from '../domain/product';
import type { Locales, Problem } from './check';
import type { CompiledForm } from './compile';
import { LOCALES_DIR } from './dirs';
import { FolderWatch } from './folder-watch';
import { LastGood } from './last-good';
import { lostWords, servedLocales, wordsUsed } from './locale-words';
import { FileVersions, type FileState } from './file-versions';
import { readPack, type Pack } from './pack';
import type { CountryPolicies } from './policy-pack';
import { parseJson, readJson } from './read-json';
import { BASE_LANGUAGE, servedJson, type ServedLocale } from './served-locales';

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
  private readonly countryFacts = new Map<string, CountryFile>();
  private readonly products = new Map<string, Product>();
  private readonly staffLimitFiles = new Map<string, StaffLimitsFile>();
  private readonly cashiers = new Map<string, readonly CashierChannel[]>();
  private readonly policyFiles = new Map<string, CountryPolicies | undefined>();
  private readonly packs = new Set<string>();
  private readonly unserved = new Map<string, Report>();
  private readonly versions: FileVersions;
  private readonly watcher: FolderWatch;
  private readonly localesDir: string;
  private readonly kept: LastGood;
  /** Files refused (and failed re-reads) since the store opened: a metric for operations. */
  refusals = 0;

  constructor(
    readonly dir: string,
    private readonly log: Log,
    options: FormStoreOptions = {},
  ) {
    this.localesDir = options.localesDir ?? LOCALES_DIR;
    this.kept = new LastGood(options.keepDir);
    this.versions = new FileVersions(log);
    this.watcher = new FolderWatch(
      () => [
        this.dir,
        ...this.countries().map((c) => join(this.dir, c)),
        ...readdirSync(this.localesDir).map((l) => join(this.localesDir, l)),
      ],
      () => this.reload(),
      (error) => {
        this.refusals += 1;
        // A folder moved or removed mid-edit must not stop the server: borrowers keep the
        // forms already served, and the next change under a watched folder tries again.
        this.log.error({ err: error }, 'form files could not be re-read; the last good stay');
      },
    );
  }

  /** Where the last good copies are kept (DATA_DIR's); undefined: memory only. */
  get keepDir(): string | undefined {
    return this.kept.where;
  }

  /** The countries with a folder of forms (lower case, as in the URL). */
  countries(): string[] {
    return readdirSync(this.dir, { withFileTypes: true })
      .filter((d) => d.isDirectory() && !d.name.startsWith('_'))
      .map((d) => d.name);
  }

  /**
   * (Re)loads the translations, then each country's pack (forms, facts, prizes, product) whole:
   * a pack with any refused file keeps the last good pack; a file becomes "last good" only as part
   * of a pack that passed.
   */
  reload(): Report {
    this.versions.clearRefused();
    const report: Report = [];
    this.reloadLocales(report);
    const locales = Object.fromEntries(this.locales);
    for (const country of this.countries()) this.reloadPack(country, locales, report);
    return report;
  }

  private reloadPack(country: string, locales: Locales, report: Report): void {
    const forms = FORM_NAMES.filter((f) => existsSync(join(this.dir, country, `${f}.json`)));
    const now = readPack(this.dir, country, forms, locales, (name) => this.onDisk(name));
    if ('pack' in now) return this.take(country, now.pack, true);
    for (const r of now.problems) this.refused(report, r.file, r.problems, this.packs.has(country));
    if (this.packs.has(country)) return;
    // First load: the copies kept by an earlier run, whole, or nothing for this country.
    // A file on disk must have its copy: an optional one missing would be dropped unsaid.
    const kept = readPack(
      this.dir,
      country,
      forms,
      locales,
      (n) => this.kept.read(n),
      'no copy',
      (n) => this.onDisk(n) !== undefined,
    );
    if ('pack' in kept) {
      this.log.error(
        { country, keepDir: this.kept.where },
        'serving the last good copies kept by an earlier run',
      );
      return this.take(country, kept.pack, false);
    }
    this.unserved.set(country, now.problems);
    this.log.error(
      { country, keepDir: this.kept.where ?? null },
      'this country has no good pack and no last good copy: it is not served',
    );
  }

  /** Serves `pack` for `country`; logs each file that changed, with its hash and what changed. */
  private take(country: string, pack: Pack, fresh: boolean): void {
    this.unserved.delete(country);
    for (const [name, text] of pack.texts) {
      if (fresh) this.kept.save(name, text);
      this.versions.serve(name, text, 'file loaded');
    }
    this.packs.add(country);
    for (const [form, compiled] of pack.forms) this.forms.set(`${country}/${form}`, compiled);
    const { $comment: _comment, ...content } = pack.facts;
    this.countryFiles.set(country, servedJson(content));
    this.countryFacts.set(country, pack.facts);
    this.prizeLists.set(country, pack.prizes);
    this.products.set(country, pack.product);
    this.cashiers.set(country, pack.cashier);
    this.policyFiles.set(country, pack.policies);
    if (pack.staffLimits) this.staffLimitFiles.set(country, pack.staffLimits);
    else this.staffLimitFiles.delete(country);
  }

  /** The live version of every file: its hash and since when. */
  liveVersions(): { file: string; hash: string; at: Date }[] {
    return this.versions.live();
  }

  /** Every file read, served or refused, by name: the console's view of the data files. */
  files(): FileState[] {
    return this.versions.files();
  }

  /** The countries with no pack to serve, each with why (the server does not start so). */
  unservedPacks(): ReadonlyMap<string, Report> {
    return this.unserved;
  }

  private onDisk(name: string): string | undefined {
    try {
      return readFileSync(join(this.dir, name.replace(/^schemas\//, '')), 'utf8');
    } catch {
      return undefined;
    }
  }

  private reloadLocales(report: Report): void {
    for (const lang of readdirSync(this.localesDir)) {
      const name = `locales/${lang}/forms.json`;
      const path = join(this.localesDir, lang, 'forms.json');
      if (!existsSync(path)) continue;
      const read = readJson(path);
      const problems = read.ok
        ? this.wordsLost(lang, read.value)
        : [{ path: '', message: read.message }];
      if (read.ok && problems.length === 0) {
        this.kept.save(name, read.text);
        this.versions.serve(name, read.text, 'locale file loaded');
        this.locales.set(lang, read.value);
        continue;
      }
      this.refused(report, name, problems, this.locales.has(lang));
      if (this.locales.has(lang)) continue;
      const kept = parseJson(this.kept.read(name) ?? '');
      if (kept.ok) this.locales.set(lang, kept.value);
      // No copy and a file with lost words: its words are better than none (the forms are refused).
      else if (read.ok) this.locales.set(lang, read.value);
    }
    this.served = servedLocales(this.locales, this.localesDir);
  }

  /**
   * The base language's words a served form (or a form on disk) uses that this edit of it deletes:
   * the edit is refused, not the forms that were fine with the words served before.
   */
  private wordsLost(lang: string, value: unknown): Problem[] {
    if (lang !== BASE_LANGUAGE) return [];
    const kept = parseJson(this.kept.read(`locales/${lang}/forms.json`) ?? '');
    const before = this.locales.get(lang) ?? (kept.ok ? kept.value : undefined);
    if (before === undefined) return [];
    return lostWords(value, before, wordsUsed(this.heldForms(), this.formsOnDisk()));
  }

  private *heldForms(): Generator<[string, unknown]> {
    for (const [key, form] of this.forms) yield [`schemas/${key}.json`, form];
  }

  private *formsOnDisk(): Generator<[string, string | undefined]> {
    for (const country of this.countries())
      for (const form of FORM_NAMES) {
        const name = `schemas/${country}/${form}.json`;
        yield [name, this.onDisk(name)];
      }
  }

  /** A country's loan product (checked against the product caps of docs/product.md §9); undefined: none ever passed. */
  product(code: string): Product | undefined {
    return this.products.get(code.toLowerCase());
  }

  /** What one staff member may book alone in a country (maker-checker); undefined: none passed. */
  staffLimits(code: string): StaffLimitsFile | undefined {
    return this.staffLimitFiles.get(code.toLowerCase());
  }

  /** A country's cashier channels (cashier.json) as last checked good; undefined: none passed. */
  cashier(code: string): readonly CashierChannel[] | undefined {
    return this.cashiers.get(code.toLowerCase());
  }

  /** A country's decision policies as last checked good; undefined: it has none (built-in rules). */
  policies(code: string): CountryPolicies | undefined {
    return this.policyFiles.get(code.toLowerCase());
  }

  /** A country's country.json as last checked good (its SMS providers, quiet hours…). */
  countryFile(code: string): CountryFile | undefined {
    return this.countryFacts.get(code.toLowerCase());
  }

  /** The prizes of a country's draw; empty when it has none that ever passed the check. */
  prizes(code: string): readonly Prize[] {
    return this.prizeLists.get(code.toLowerCase()) ?? [];
  }

  /** A country's facts and content (country.json without its comment), with an ETag. */
  country(code: string): ServedLocale | undefined {
    return this.countryFiles.get(code.toLowerCase());
  }

  private refused(report: Report, file: string, problems: Problem[], held: boolean): void {
    report.push({ file, problems });
    this.versions.refuse(file, problems);
    this.refusals += 1;
    const keeps = held ? 'the last good version stays served' : 'nothing good is held for it';
    for (const p of problems)
      this.log.error({ file, path: p.path }, `file refused, ${keeps}: ${p.message}`);
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
    this.watcher.start();
  }

  close(): void {
    this.watcher.close();
  }
}
