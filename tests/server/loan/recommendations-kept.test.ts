/**
 * recommendations.json keeps its last good list across a restart, like the country's pack: a
 * server started with the file broken serves the list kept by the run before, naming the file.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { RecommendationStore } from '../../../src/server/features/loans/recommendations';
import { LastGood } from '../../../src/server/forms/last-good';

let root: string;
let logged: { obj: Record<string, unknown>; msg: string }[];
const log = { error: (obj: object, msg: string) => logged.push({ obj: { ...obj }, msg }) };
const FILE = 'schemas/tz/recommendations.json';
const GOOD = { products: [{ name: 'Partner Cash', url: 'https://partner.example/apply' }] };

/** A server's store: its own cache, the copies of DATA_DIR. */
const start = () =>
  new RecommendationStore(join(root, 'schemas'), log, new LastGood(join(root, 'data')));
const write = (text: string) => writeFileSync(join(root, FILE), text);

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'mkopo-reco-kept-'));
  mkdirSync(join(root, 'schemas', 'tz'), { recursive: true });
  logged = [];
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('a broken recommendations.json at a restart', () => {
  it('serves the list the run before kept, and names the file', () => {
    write(JSON.stringify(GOOD));
    expect(start().get('TZ')).toEqual(GOOD.products);
    write('{"products": [');
    logged = [];
    expect(start().get('TZ')).toEqual(GOOD.products);
    expect(logged.map((e) => e.obj.file)).toEqual([FILE, FILE]);
    expect(logged.at(-1)?.msg).toBe('serving the last good copy kept by an earlier run');
  });

  it('with nothing kept serves no products, the refusal naming the file', () => {
    write('{"products": [');
    expect(start().get('TZ')).toEqual([]);
    expect(logged.map((e) => e.obj.file)).toEqual([FILE]);
  });
});
