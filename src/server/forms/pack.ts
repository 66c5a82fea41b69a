/**
 * A country's pack: its four forms, country.json, prizes.json and product.json, read and checked
 * together from one source (the files on disk now, or the last good copies kept in DATA_DIR). The
 * store takes a pack whole or not at all, so borrowers never get a new form with an old product or
 * a form whose words the served texts lack.
 */
import { createHash } from 'node:crypto';
import { join } from 'node:path';
import type { CountryFile, Prize, PrizesFile, StaffLimitsFile } from '../../shared/data-files.gen';
import { parseProduct, ProductError, type Product } from '../domain/product';
import type { Locales, Problem } from './check';
import type { CompiledForm } from './compile';
import { checkDataValue, type DataKind } from './data-file';
import { loadFormText } from './load';
import { parseJson } from './read-json';

/** A file's text by its name (`schemas/tz/work.json`); undefined: not there. */
export type Source = (name: string) => string | undefined;

export interface Pack {
  readonly forms: ReadonlyMap<string, CompiledForm>;
  readonly facts: CountryFile;
  readonly prizes: readonly Prize[];
  readonly product: Product;
  /** What one staff member books alone (staff-limits.json); optional: without it only a checker books. */
  readonly staffLimits: StaffLimitsFile | undefined;
  /** Every file's text, by name: kept as the last good copies once the pack is taken. */
  readonly texts: ReadonlyMap<string, string>;
}

export type PackRead = { pack: Pack } | { problems: { file: string; problems: Problem[] }[] };

/** Short content hash of a file's text, as logged with every reload. */
export const textHash = (text: string): string =>
  createHash('sha256').update(text).digest('base64url').slice(0, 16);

/** Reads a pack from `source`: `forms` are the form names the country has on disk. */
export function readPack(
  dir: string,
  country: string,
  forms: readonly string[],
  locales: Locales,
  source: Source,
  missing = 'the file is missing or cannot be read',
): PackRead {
  const problems: { file: string; problems: Problem[] }[] = [];
  const texts = new Map<string, string>();
  const refuse = (file: string, list: Problem[]) => problems.push({ file, problems: list });
  const compiled = new Map<string, CompiledForm>();
  for (const form of forms) {
    const name = `schemas/${country}/${form}.json`;
    const text = source(name);
    if (text === undefined) {
      refuse(name, [{ path: '', message: missing }]);
      continue;
    }
    const result = loadFormText(text, country, form, locales);
    if ('form' in result) {
      compiled.set(form, result.form);
      texts.set(name, text);
    } else refuse(name, result.problems);
  }
  const data = <T>(
    kind: DataKind,
    accept: (value: unknown, name: string) => T,
    optional = false,
  ): T | undefined => {
    const name = `schemas/${country}/${kind}.json`;
    const text = source(name);
    if (text === undefined)
      return optional ? undefined : void refuse(name, [{ path: '', message: missing }]);
    const read = parseJson(text);
    if (!read.ok) return void refuse(name, [{ path: '', message: read.message }]);
    const shape = checkDataValue(kind, read.value, join(dir, '_meta'));
    if (shape.length > 0) return void refuse(name, shape);
    const taken = accepted(read.value, name, accept);
    if ('problems' in taken) return void refuse(name, taken.problems);
    texts.set(name, text);
    return taken.value;
  };
  const facts = data('country', (v) => v as CountryFile);
  const prizes = data('prizes', (v) => (v as PrizesFile).prizes);
  const product = data('product', productIn(country, facts));
  const staffLimits = data('staff-limits', (v) => v as StaffLimitsFile, true);
  if (problems.length > 0 || !facts || !prizes || !product) return { problems };
  return { pack: { forms: compiled, facts, prizes, product, staffLimits, texts } };
}

/**
 * product.json of the folder `country`, checked against the spec's caps (domain/product.ts) and
 * the currency and lending caps of the folder's own country.json (a country not generated yet has its pack read too).
 */
const productIn =
  (country: string, facts: CountryFile | undefined) =>
  (value: unknown, name: string): Product => {
    const own = facts === undefined ? undefined : { [country.toUpperCase()]: facts };
    const product = parseProduct(name, value, own);
    if (product.country.toLowerCase() !== country)
      throw new Error(`${name}: field "country" must be ${country.toUpperCase()}`);
    return product;
  };

/** What `accept` makes of a value, or its refusal as problems of the file (the name cut off). */
function accepted<T>(
  value: unknown,
  name: string,
  accept: (value: unknown, name: string) => T,
): { value: T } | { problems: Problem[] } {
  try {
    return { value: accept(value, name) };
  } catch (error) {
    if (error instanceof ProductError) return { problems: [...error.problems] };
    const message = (error as Error).message.replace(`${name}: `, '');
    const field = /^field "([^"]+)" (.*)$/s.exec(message);
    return {
      problems: [field ? { path: field[1] ?? '', message: field[2] ?? '' } : { path: '', message }],
    };
  }
}

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The dotted places where two parsed files differ (at most `limit`), for the reload log. */
export function changedPlaces(before: unknown, after: unknown, limit = 20, at = ''): string[] {
  if (JSON.stringify(before) === JSON.stringify(after)) return [];
  if (!isObj(before) || !isObj(after)) return [at || '(whole file)'];
  const out: string[] = [];
  for (const key of new Set([...Object.keys(before), ...Object.keys(after)])) {
    if (out.length >= limit) break;
    out.push(
      ...changedPlaces(before[key], after[key], limit - out.length, at ? `${at}.${key}` : key),
    );
  }
  return out;
}
