/**
 * Partner products offered to a rejected borrower (docs/product.md §5: "may see recommended products").
 * Operations list them in schemas/<country>/recommendations.json. The file is read again when it
 * changes, with no restart. A broken edit is logged with its file and path, and the last good list
 * keeps being served, also after a restart (kept in DATA_DIR with the country's pack).
 */
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { LastGood } from '../../forms/last-good';

export interface RecommendedProduct {
  readonly name: string;
  readonly url: string;
  readonly logo?: string;
}

export interface Problem {
  readonly path: string;
  readonly message: string;
}

/** More would not fit the home card; a longer list is a mistake worth hearing about. */
export const MAX_RECOMMENDED = 5;
const PRODUCT_KEYS = new Set(['name', 'url', 'logo']);
/** The contract's limit on an address (src/shared/contract/fields.ts `url`). */
const MAX_URL_LENGTH = 2048;

function httpsUrl(value: unknown, path: string, problems: Problem[]): string | undefined {
  if (typeof value !== 'string') {
    problems.push({ path, message: 'must be a text' });
    return undefined;
  }
  if (value.length > MAX_URL_LENGTH) {
    problems.push({ path, message: `must be at most ${MAX_URL_LENGTH} characters` });
    return undefined;
  }
  let parsed: URL;
  try {
    parsed = new URL(value);
  } catch {
    problems.push({ path, message: 'must be a full address (https://…)' });
    return undefined;
  }
  if (parsed.protocol !== 'https:') {
    problems.push({ path, message: 'must start with https://' });
    return undefined;
  }
  return value;
}

/** Checks a parsed file: the products, or every problem with its JSON path. */
export function parseRecommendations(
  raw: unknown,
): { products: RecommendedProduct[] } | { problems: Problem[] } {
  const problems: Problem[] = [];
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw))
    return { problems: [{ path: '', message: 'must be an object with "products"' }] };
  const list = (raw as { products?: unknown }).products;
  if (!Array.isArray(list)) return { problems: [{ path: 'products', message: 'must be a list' }] };
  if (list.length > MAX_RECOMMENDED)
    problems.push({ path: 'products', message: `at most ${MAX_RECOMMENDED} products` });
  const products: RecommendedProduct[] = [];
  list.forEach((item: unknown, i) => {
    const at = `products/${i}`;
    if (typeof item !== 'object' || item === null || Array.isArray(item)) {
      problems.push({ path: at, message: 'must be an object with "name" and "url"' });
      return;
    }
    const entry = item as Record<string, unknown>;
    for (const key of Object.keys(entry)) {
      if (!PRODUCT_KEYS.has(key))
        problems.push({ path: `${at}/${key}`, message: 'unknown field (name, url, logo)' });
    }
    const name = typeof entry.name === 'string' ? entry.name.trim() : '';
    if (name.length === 0 || name.length > 100)
      problems.push({ path: `${at}/name`, message: 'must be 1 to 100 characters' });
    const url = httpsUrl(entry.url, `${at}/url`, problems);
    const logo =
      entry.logo === undefined ? undefined : httpsUrl(entry.logo, `${at}/logo`, problems);
    if (url !== undefined && products.some((p) => p.url === url))
      problems.push({ path: `${at}/url`, message: 'is listed twice' });
    else if (url !== undefined)
      products.push({ name, url, ...(logo !== undefined ? { logo } : {}) });
  });
  return problems.length > 0 ? { problems } : { products };
}

/** Reads and checks one country's file; a missing file is an empty list. */
export function loadRecommendations(
  dir: string,
  country: string,
): { products: RecommendedProduct[] } | { problems: Problem[] } {
  let text: string;
  try {
    text = readFileSync(join(dir, country, 'recommendations.json'), 'utf8');
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return { products: [] };
    throw err;
  }
  try {
    return parseRecommendations(JSON.parse(text));
  } catch (err) {
    return { problems: [{ path: '', message: `not readable JSON: ${(err as Error).message}` }] };
  }
}

interface Log {
  error(obj: object, msg: string): void;
}

interface Cached {
  readonly stamp: string;
  readonly products: readonly RecommendedProduct[];
}

/** Per-country lists, read again when the file's modification time or size changes. */
export class RecommendationStore {
  private readonly cache = new Map<string, Cached>();

  constructor(
    private readonly dir: string,
    private readonly log: Log,
    /** Where the last good lists are kept across restarts; by default nowhere. */
    private readonly kept = new LastGood(undefined),
  ) {}

  /** The list kept by an earlier run for `file`; empty when none was kept. */
  private keptList(file: string): readonly RecommendedProduct[] {
    const text = this.kept.read(file);
    if (text === undefined) return [];
    const read = parseRecommendations(JSON.parse(text));
    if ('problems' in read) return [];
    this.log.error({ file }, 'serving the last good copy kept by an earlier run');
    return read.products;
  }

  get(country: string): readonly RecommendedProduct[] {
    const key = country.toLowerCase();
    const file = join(this.dir, key, 'recommendations.json');
    let stamp = 'missing';
    try {
      const s = statSync(file);
      stamp = `${s.mtimeMs}:${s.size}`;
    } catch {
      // No file: no products.
    }
    const cached = this.cache.get(key);
    if (cached?.stamp === stamp) return cached.products;
    const result = loadRecommendations(this.dir, key);
    const shown = `schemas/${key}/recommendations.json`;
    if ('problems' in result) {
      for (const p of result.problems)
        this.log.error({ file: shown, path: p.path }, `recommendations file refused: ${p.message}`);
      // Remember the stamp so a broken file is reported once, not on every call.
      const products = cached?.products ?? this.keptList(shown);
      this.cache.set(key, { stamp, products });
      return products;
    }
    // Kept as checked, so a restart with the file broken serves what borrowers saw.
    this.kept.save(shown, `${JSON.stringify({ products: result.products }, null, 2)}\n`);
    this.cache.set(key, { stamp, products: result.products });
    return result.products;
  }
}
