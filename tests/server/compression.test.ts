/** Compressed answers and caching (docs/architecture.md §6): what a phone on a metered connection downloads. */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompressDir } from '../../scripts/vite/precompress';
import { buildTestApp, call, createTestDb, type TestApp, type TestDb } from './helpers';

let testDb: TestDb;
let t: TestApp;
let dist: string;
const BIG_JS = `export const words = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `word${i}`))};\n`;

beforeAll(async () => {
  testDb = await createTestDb();
  dist = mkdtempSync(join(tmpdir(), 'mkopo-dist-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(
    join(dist, 'index.html'),
    `<!doctype html><div id="root"></div>${'<p>x</p>'.repeat(300)}`,
  );
  writeFileSync(join(dist, 'assets', 'index-abc123.js'), BIG_JS);
  writeFileSync(join(dist, 'assets', 'tiny-abc123.js'), 'console.log(1)');
  precompressDir(dist);
  t = await buildTestApp(testDb, { config: { distDir: dist } });
});
afterAll(async () => {
  await t.app.close();
  await testDb.close();
  rmSync(dist, { recursive: true, force: true });
});

describe('files written at build', () => {
  it('gets brotli and gzip copies above 1 KB, but not index.html or tiny files', () => {
    expect(existsSync(join(dist, 'assets', 'index-abc123.js.br'))).toBe(true);
    expect(existsSync(join(dist, 'assets', 'index-abc123.js.gz'))).toBe(true);
    expect(existsSync(join(dist, 'assets', 'tiny-abc123.js.br'))).toBe(false);
    expect(existsSync(join(dist, 'index.html.br'))).toBe(false);
  });

  it('sends the brotli copy, or gzip, or the plain file, as the phone accepts, cached for a year', async () => {
    const url = '/assets/index-abc123.js';
    const br = await t.app.inject({ url, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(BIG_JS);
    expect(br.rawPayload.length).toBeLessThan(BIG_JS.length / 3);

    const gz = await t.app.inject({ url, headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(BIG_JS);

    const plain = await t.app.inject({ url });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(BIG_JS);
  });
});

describe('answers compressed as they are sent', () => {
  it('compresses index.html, revalidated on every visit', async () => {
    const res = await t.app.inject({ url: '/', headers: { 'accept-encoding': 'br, gzip' } });
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(brotliDecompressSync(res.rawPayload).toString()).toContain('id="root"');
  });

  it('compresses JSON above 1 KB and leaves a small answer as it is', async () => {
    const form = await t.app.inject({
      url: '/api/forms/tz/personal',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(form.headers['content-encoding']).toBe('gzip');
    const json = JSON.parse(gunzipSync(form.rawPayload).toString()) as {
      schema: { properties: Record<string, unknown> };
    };
    expect(Object.keys(json.schema.properties)).toContain('nationalId');

    const small = await call(t.app, 'existsByMobile', { mobile: '0712345678' });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json()).toMatchObject({ code: 0 });
  });
});
