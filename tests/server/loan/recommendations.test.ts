/** Partner products for refused borrowers: operations data read again on change, broken edits refused. */
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  loadRecommendations,
  MAX_RECOMMENDED,
  parseRecommendations,
  RecommendationStore,
} from '../../../src/server/features/loans/recommendations';
import { SCHEMAS_DIR } from '../../../src/server/forms/store';

const partner = {
  name: 'Partner Loans',
  url: 'https://partner.example/apply',
  logo: 'https://partner.example/logo.png',
};

describe('parseRecommendations', () => {
  it('accepts products with https addresses, logo optional, and trims names', () => {
    expect(
      parseRecommendations({
        products: [partner, { name: ' Other ', url: 'https://other.example' }],
      }),
    ).toEqual({
      products: [partner, { name: 'Other', url: 'https://other.example' }],
    });
  });

  it('names the path of each problem', () => {
    const result = parseRecommendations({
      products: [
        { name: '', url: 'http://plain.example' },
        { name: 'Ok', url: 'not an address', logo: 'javascript:alert(1)', price: 3 },
        'text',
      ],
    });
    expect(result).toEqual({
      problems: [
        { path: 'products/0/name', message: 'must be 1 to 100 characters' },
        { path: 'products/0/url', message: 'must start with https://' },
        { path: 'products/1/price', message: 'unknown field (name, url, logo)' },
        { path: 'products/1/url', message: 'must be a full address (https://…)' },
        { path: 'products/1/logo', message: 'must start with https://' },
        { path: 'products/2', message: 'must be an object with "name" and "url"' },
      ],
    });
    expect(
      parseRecommendations({
        products: Array.from({ length: MAX_RECOMMENDED + 1 }, (_, i) => ({
          ...partner,
          url: `https://partner.example/${i}`,
        })),
      }),
    ).toEqual({
      problems: [{ path: 'products', message: `at most ${MAX_RECOMMENDED} products` }],
    });
    expect(parseRecommendations([])).toEqual({
      problems: [{ path: '', message: 'must be an object with "products"' }],
    });
  });

  it('accepts the shipped files', () => {
    for (const country of ['tz', 'ke'])
      expect(loadRecommendations(SCHEMAS_DIR, country), country).toEqual({ products: [] });
  });

  it('refuses an address listed twice or longer than the contract allows', () => {
    expect(parseRecommendations({ products: [partner, { ...partner, name: 'Again' }] })).toEqual({
      problems: [{ path: 'products/1/url', message: 'is listed twice' }],
    });
    const long = `https://partner.example/${'a'.repeat(2048)}`;
    expect(parseRecommendations({ products: [{ name: 'Long', url: long }] })).toEqual({
      problems: [{ path: 'products/0/url', message: 'must be at most 2048 characters' }],
    });
  });
});

describe('RecommendationStore', () => {
  let dir: string;
  let logged: { obj: object; msg: string }[];
  let store: RecommendationStore;
  let version = 0;

  /** Writes the file with a new modification time, as an editor's save would. */
  function save(text: string): void {
    const file = join(dir, 'tz', 'recommendations.json');
    writeFileSync(file, text);
    version++;
    utimesSync(file, new Date(1_000_000 + version * 1000), new Date(1_000_000 + version * 1000));
  }

  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'mkopo-reco-'));
    mkdirSync(join(dir, 'tz'));
    logged = [];
    store = new RecommendationStore(dir, { error: (obj, msg) => logged.push({ obj, msg }) });
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('serves no products for a country without a file', () => {
    expect(store.get('KE')).toEqual([]);
    expect(logged).toEqual([]);
  });

  it('shows an edit on the next call, with no restart', () => {
    save(JSON.stringify({ products: [partner] }));
    expect(store.get('TZ')).toEqual([partner]);
    save(JSON.stringify({ products: [] }));
    expect(store.get('TZ')).toEqual([]);
  });

  it('keeps the last good list after a broken edit, logs file and path once, and takes the fix', () => {
    save(JSON.stringify({ products: [partner] }));
    expect(store.get('tz')).toEqual([partner]);
    save(JSON.stringify({ products: [{ name: 'Broken', url: 'http://insecure.example' }] }));
    expect(store.get('tz')).toEqual([partner]);
    expect(store.get('tz')).toEqual([partner]);
    expect(logged).toEqual([
      {
        obj: { file: 'schemas/tz/recommendations.json', path: 'products/0/url' },
        msg: 'recommendations file refused: must start with https://',
      },
    ]);
    save('{ "products": [');
    expect(store.get('tz')).toEqual([partner]);
    expect(logged[1]?.msg).toMatch(/^recommendations file refused: not readable JSON/);
    save(JSON.stringify({ products: [{ name: 'Fixed', url: 'https://fixed.example' }] }));
    expect(store.get('tz')).toEqual([{ name: 'Fixed', url: 'https://fixed.example' }]);
  });
});
