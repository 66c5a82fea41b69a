/** The web app manifest: installable under the configured product name (docs/architecture.md §7). */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createTestDb, type TestApp, type TestDb } from './helpers';

let testDb: TestDb;
let t: TestApp;
let dist: string;

beforeAll(async () => {
  testDb = await createTestDb();
  dist = mkdtempSync(join(tmpdir(), 'mkopo-dist-'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
  t = await buildTestApp(testDb, { config: { distDir: dist, appName: 'Pesa Haraka' } });
});
afterAll(async () => {
  await t.app.close();
  await testDb.close();
  rmSync(dist, { recursive: true, force: true });
});

describe('GET /manifest.webmanifest', () => {
  it('names the app from APP_NAME, standalone, with 192, 512 and maskable icons', async () => {
    const res = await t.app.inject({ url: '/manifest.webmanifest' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/manifest\+json/);
    expect(res.headers['cache-control']).toBe('no-cache');
    const manifest = res.json() as {
      name: string;
      short_name: string;
      display: string;
      start_url: string;
      theme_color: string;
      icons: { src: string; sizes: string; purpose: string }[];
    };
    expect(manifest).toMatchObject({
      name: 'Pesa Haraka',
      short_name: 'Pesa Haraka',
      display: 'standalone',
      start_url: '/',
      theme_color: '#007a4c',
    });
    expect(manifest.icons.map((i) => `${i.sizes} ${i.purpose}`)).toEqual([
      '192x192 any',
      '512x512 any',
      '512x512 maskable',
    ]);
  });
});
