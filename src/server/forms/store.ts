/**
 * The served form files and their translations (docs/architecture.md §5): read from `schemas/<country>/<form>.json`
 * and `locales/<lang>/forms.json`, checked, compiled, and re-read when a file changes. A country's
 * forms, facts, prizes, product, staff limits and cashier channels are one pack (pack.ts), taken
 * whole or not at all; a broken
 * edit is logged with its file and where in it, and the last good pack keeps being served, also
 * after a restart (kept under `keepDir`). Every reload is logged with the file, its hash and what
 * changed.
 */
import { existsSync, readdirSync, readFileSync, watch, type FSWatcher } from 'node:fs';
import { join } from 'node:path';
import { hasPath } from '../../shared/forms/index';
import type { CountryFile, Prize, StaffLimitsFile } from '../../shared/data-files.gen';
import type { CashierChannel } from '../domain/cashier-channels';
import type { Product } from '../domain/product';
import { keysOf, type Locales, type Problem } from './check';
import type { CompiledForm } from './compile';
import { LOCALES_DIR } from './dirs';
import { LastGood } from './last-good';
import { changedPlaces, readPack, textHash, type Pack } from './pack';
import type { CountryPolicies } from './policy-pack';
import { parseJson, readJson } from './read-json';
import { BASE_LANGUAGE, servedJson, type ServedLocale } from './served-locales';
import { serverLanguages } from '../locale-files';
import { fallbackChain, withFallbacks } from '../../shared/languages';

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

/** A data file as operations see it: the version served, since when, and a refusal of the disk's. */
export interface FileState {
  readonly file: string;
  /** The served version's hash (as logged at its load); null: none was ever good. */
  readonly hash: string | null;
  readonly since: Date | null;
  /** What is wrong with the file on disk now; empty: the disk's version is the one served. */
  readonly refused: readonly Problem[];
}

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
  private readonly watched = new Map<string, FSWatcher>();
  private readonly packs = new Set<string>();
  private readonly unserved = new Map<string, Report>();
  private readonly versions = new Map<string, { hash: string; value: unknown; at: Date }>();
  /** The files the last reload refused, with why: the disk's versions not served. */
  private readonly refusedNow = new Map<string, Problem[]>();
  private timer: ReturnType<typeof setTimeout> | undefined;
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
    this.refusedNow.clear();
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
      this.logChange(name, text, 'file loaded');
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

  private logChange(file: string, text: string, message: string): void {
    const hash = textHash(text);
    const before = this.versions.get(file);
    if (before?.hash === hash) return;
    const value = parseJson(text);
    const after = value.ok ? value.value : undefined;
    this.versions.set(file, { hash, value: after, at: new Date() });
    const changed = before ? changedPlaces(before.value, after) : ['(first load)'];
    this.log.info({ file, hash, previous: before?.hash ?? null, changed }, message);
  }

  /** The live version of every file: its hash and since when. */
  liveVersions(): { file: string; hash: string; at: Date }[] {
    return [...this.versions].map(([file, v]) => ({ file, hash: v.hash, at: v.at }));
  }

  /** Every file read, served or refused, by name: the console's view of the data files. */
  files(): FileState[] {
    const names = [...new Set([...this.versions.keys(), ...this.refusedNow.keys()])].sort();
    return names.map((file) => {
      const served = this.versions.get(file);
      return {
        file,
        hash: served?.hash ?? null,
        since: served?.at ?? null,
        refused: this.refusedNow.get(file) ?? [],
      };
    });
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
        ? this.lostWords(lang, read.value)
        : [{ path: '', message: read.message }];
      if (read.ok && problems.length === 0) {
        this.kept.save(name, read.text);
        this.logChange(name, read.text, 'locale file loaded');
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
    // A key a language lacks is served from its fallback chain (languages.json), English last.
    const languages = serverLanguages(this.localesDir);
    this.served = new Map(
      [...this.locales].map(([lang, own]) => {
        const fallbacks = fallbackChain(lang, languages)
          .slice(1)
          .map((l) => this.locales.get(l))
          .filter((words) => words !== undefined);
        return [lang, servedJson(withFallbacks(own, ...fallbacks))];
      }),
    );
  }

  /**
   * The base language's words a served form (or a form on disk) uses that this edit of it deletes:
   * the edit is refused, not the forms that were fine with the words served before.
   */
  private lostWords(lang: string, value: unknown): Problem[] {
    if (lang !== BASE_LANGUAGE) return [];
    const kept = parseJson(this.kept.read(`locales/${lang}/forms.json`) ?? '');
    const before = this.locales.get(lang) ?? (kept.ok ? kept.value : undefined);
    if (before === undefined) return [];
    return [...this.wordsUsed()]
      .filter(([key]) => !hasPath(value, key) && hasPath(before, key))
      .map(([key, where]) => ({
        path: key,
        message: `the word "forms:${key}" is deleted, and ${where} uses it: the last good texts are served`,
      }));
  }

  /** Every `forms:` word the held forms and the form files on disk use → where one uses it. */
  private wordsUsed(): Map<string, string> {
    const used = new Map<string, string>();
    const note = (file: string, form: unknown) => {
      if (typeof form !== 'object' || form === null) return;
      for (const k of keysOf(form as Record<string, unknown>))
        if (k.key.startsWith('forms:')) used.set(k.key.slice(6), `${file} at ${k.path}`);
    };
    for (const [key, form] of this.forms) note(`schemas/${key}.json`, form);
    for (const country of this.countries())
      for (const form of FORM_NAMES) {
        const read = parseJson(this.onDisk(`schemas/${country}/${form}.json`) ?? '');
        if (read.ok) note(`schemas/${country}/${form}.json`, read.value);
      }
    return used;
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
    this.refusedNow.set(file, problems);
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
    const schedule = () => {
      clearTimeout(this.timer);
      this.timer = setTimeout(() => {
        try {
          this.reload();
          this.watchFolders(schedule);
        } catch (error) {
          this.refusals += 1;
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
