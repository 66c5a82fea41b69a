/**
 * product.json is data operations change while the server runs (issue: operations by data): an
 * edit is picked up with no restart, a broken edit keeps the last good product — also across a
 * restart — with the file and the reason logged, and a loan already signed keeps its own terms.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { FormStore } from '../../../src/server/forms/store';
import { productOf, productOfOrder, termsOf } from '../../../src/server/features/products';

let dir: string;
let keep: string;
let errors: string[];
const log = {
  info: () => undefined,
  error: (obj: object, msg: string) => errors.push(`${JSON.stringify(obj)} ${msg}`),
};

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'mkopo-product-'));
  keep = mkdtempSync(join(tmpdir(), 'mkopo-keep-'));
  cpSync('schemas/tz', join(dir, 'tz'), { recursive: true });
  cpSync('schemas/_meta', join(dir, '_meta'), { recursive: true });
  errors = [];
});
afterEach(() => {
  rmSync(dir, { recursive: true, force: true });
  rmSync(keep, { recursive: true, force: true });
});

const productFile = () => join(dir, 'tz', 'product.json');
type ProductFile = Record<string, unknown> & { penaltyRatePerDay: number };
const editProduct = (change: (p: ProductFile) => void) => {
  const product = JSON.parse(readFileSync(productFile(), 'utf8')) as ProductFile;
  change(product);
  writeFileSync(productFile(), JSON.stringify(product, null, 2));
};

describe('product.json at run time', () => {
  it('serves an edit on the next reload, with no restart', () => {
    const store = new FormStore(dir, log, { keepDir: keep });
    store.reload();
    expect(store.product('TZ')?.penaltyBpPerDay).toBe(200);
    editProduct((p) => (p.penaltyRatePerDay = 1.5));
    store.reload();
    expect(store.product('TZ')?.penaltyBpPerDay).toBe(150);
    expect(errors).toEqual([]);
  });

  it('keeps the last good product when an edit passes a cap, and names the file and field', () => {
    const store = new FormStore(dir, log, { keepDir: keep });
    store.reload();
    editProduct((p) => (p.penaltyRatePerDay = 3));
    const report = store.reload();
    expect(store.product('TZ')?.penaltyBpPerDay).toBe(200);
    expect(report).toEqual([
      {
        file: 'schemas/tz/product.json',
        problems: [{ path: 'penaltyRatePerDay', message: expect.stringMatching(/2 %\/day/) }],
      },
    ]);
    expect(errors.join('\n')).toMatch(/schemas\/tz\/product\.json/);
  });

  it('serves the last good product after a restart with the broken file still on disk', () => {
    new FormStore(dir, log, { keepDir: keep }).reload();
    writeFileSync(productFile(), '{ "productId": "tz-cash", ');
    const restarted = new FormStore(dir, log, { keepDir: keep });
    restarted.reload();
    expect(restarted.product('TZ')?.penaltyBpPerDay).toBe(200);
    // Without a kept version there is nothing safe to lend on: no product at all.
    const fresh = new FormStore(dir, log, { keepDir: mkdtempSync(join(tmpdir(), 'mkopo-keep-')) });
    fresh.reload();
    expect(fresh.product('TZ')).toBeUndefined();
  });
});

describe('a signed loan keeps its terms', () => {
  it('reads interest, penalty and rollover from the loan, the rest from the product', () => {
    const today = productOf('TZ');
    const signed = { ...termsOf(today), penaltyBpPerDay: 50, rolloverFeeBp: 100 };
    const product = productOfOrder({ country: 'TZ', quote: { terms: signed } });
    expect(product.penaltyBpPerDay).toBe(50);
    expect(product.rolloverFeeBp).toBe(100);
    expect(product.interestBpPerYear).toBe(today.interestBpPerYear);
    expect(product.currency).toBe(today.currency);
    // A loan from before terms were kept follows the product file.
    expect(productOfOrder({ country: 'TZ', quote: {} })).toBe(today);
  });
});
