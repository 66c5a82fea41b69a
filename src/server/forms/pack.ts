/**
 * A country's pack: its four forms, country.json, prizes.json, product.json, staff-limits.json and
 * cashier.json, read and checked
 * together from one source (the files on disk now, or the last good copies kept in DATA_DIR). The
 * store takes a pack whole or not at all, so borrowers never get a new form with an old product or
 * a form whose words the served texts lack.
 */
import { join } from 'node:path';
import type { CountryFile, Prize, PrizesFile, StaffLimitsFile } from '../../shared/data-files.gen';
import { parseChannels, WALLET_PUSH, type CashierChannel } from '../domain/cashier-channels';
import { parseProduct, ProductError, type Product } from '../domain/product';
import type { Locales, Problem } from './check';
import type { CompiledForm } from './compile';
import { checkDataValue, type DataKind } from './data-file';
import { loadFormText } from './load';
import { parseJson } from './read-json';
import { readPolicies, type CountryPolicies } from './policy-pack';
import type { Source } from './text-hash';

export { textHash, type Source } from './text-hash';

export interface Pack {
  readonly forms: ReadonlyMap<string, CompiledForm>;
  readonly facts: CountryFile;
  readonly prizes: readonly Prize[];
  readonly product: Product;
  /** What one staff member books alone (staff-limits.json); optional: without it only a checker books. */
  readonly staffLimits: StaffLimitsFile | undefined;
  /** The cashier's payment channels (cashier.json); without the file, the wallet push alone. */
  readonly cashier: readonly CashierChannel[];
  /** How applications are decided (policy.json, and its challenger); undefined: the built-in rules. */
  readonly policies: CountryPolicies | undefined;
  /** Every file's text, by name: kept as the last good copies once the pack is taken. */
  readonly texts: ReadonlyMap<string, string>;
}

export type PackRead = { pack: Pack } | { problems: { file: string; problems: Problem[] }[] };

/**
 * Reads a pack from `source`: `forms` are the form names the country has on disk. A file the pack
 * may go without (staff-limits.json, cashier.json) is still required of `source` when `expected`
 * says so: the copies kept by an earlier run must not drop a file that is on disk.
 */
export function readPack(
  dir: string,
  country: string,
  forms: readonly string[],
  locales: Locales,
  source: Source,
  missing = 'the file is missing or cannot be read',
  expected: (name: string) => boolean = () => false,
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
      return optional && !expected(name)
        ? undefined
        : void refuse(name, [{ path: '', message: missing }]);
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
  const policies = readPolicies(
    dir,
    country,
    product?.productId,
    locales,
    source,
    expected,
    missing,
  );
  if ('problems' in policies) problems.push(...policies.problems);
  else for (const [name, text] of policies.texts) texts.set(name, text);
  const cashier = cashierOf(`schemas/${country}/cashier.json`, source, expected, missing);
  if ('problems' in cashier) refuse(`schemas/${country}/cashier.json`, cashier.problems);
  else if (cashier.text !== undefined) texts.set(`schemas/${country}/cashier.json`, cashier.text);
  if (problems.length > 0 || !facts || !prizes || !product || 'problems' in cashier)
    return { problems };
  if ('problems' in policies) return { problems };
  const channels = cashier.channels;
  const { policies: decidedBy } = policies;
  return {
    pack: {
      forms: compiled,
      facts,
      prizes,
      product,
      staffLimits,
      cashier: channels,
      policies: decidedBy,
      texts,
    },
  };
}

/** cashier.json checked by the cashier's own rules (no meta-schema); no file: the wallet push. */
function cashierOf(
  name: string,
  source: Source,
  expected: (name: string) => boolean,
  missing: string,
): { channels: readonly CashierChannel[]; text?: string } | { problems: Problem[] } {
  const text = source(name);
  if (text === undefined)
    return expected(name)
      ? { problems: [{ path: '', message: missing }] }
      : { channels: [WALLET_PUSH] };
  const read = parseJson(text);
  if (!read.ok) return { problems: [{ path: '', message: read.message }] };
  const taken = accepted(read.value, name, (value, file) => parseChannels(file, value));
  if (!('problems' in taken)) return { channels: taken.value, text };
  // "channels[0].businessNumber must be …": the place, then what is wrong there.
  return {
    problems: taken.problems.map((p) => {
      const at = /^(channels\[\d+\]\.\w+) (.*)$/s.exec(p.message);
      return at ? { path: at[1] ?? '', message: at[2] ?? '' } : p;
    }),
  };
}

/**
 * product.json of the folder `country`, checked against the product caps of docs/product.md §9 (domain/product.ts) and
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
