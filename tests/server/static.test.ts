import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
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
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
  writeFileSync(join(dist, 'assets', 'index-abc123.js'), 'console.log(1)');
  t = await buildTestApp(testDb, { config: { distDir: dist, trustProxy: ['127.0.0.1'] } });
});
afterAll(async () => {
  await t.app.close();
  await testDb.close();
  rmSync(dist, { recursive: true, force: true });
});

describe('the built SPA', () => {
  it('serves index.html without caching and hashed assets for a year', async () => {
    const index = await t.app.inject({ url: '/' });
    expect(index.statusCode).toBe(200);
    expect(index.body).toContain('id="root"');
    expect(index.headers['cache-control']).toBe('no-cache');
    const asset = await t.app.inject({ url: '/assets/index-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('answers other page paths with index.html, but never API, sandbox or asset paths', async () => {
    const page = await t.app.inject({ url: '/loan/confirm' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('id="root"');
    expect(page.headers['cache-control']).toBe('no-cache');
    for (const url of ['/api/nothing', '/cou/nothing', '/sandbox/nothing', '/assets/missing.js']) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toMatchObject({ code: 40401 });
    }
  });

  it('sends a hashed file only the headers that act on it; pages and errors keep the full set', async () => {
    const documentOnly = [
      'content-security-policy',
      'x-frame-options',
      'cross-origin-opener-policy',
      'permissions-policy',
    ];
    const asset = await t.app.inject({ url: '/assets/index-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['x-content-type-options']).toBe('nosniff');
    expect(asset.headers['referrer-policy']).toBe('no-referrer');
    for (const name of documentOnly) expect(asset.headers[name], name).toBeUndefined();
    const https = await t.app.inject({
      url: '/assets/index-abc123.js',
      headers: { 'x-forwarded-proto': 'https' },
      remoteAddress: '127.0.0.1',
    });
    expect(https.headers['strict-transport-security']).toContain('max-age=');

    for (const url of ['/', '/loan/confirm', '/assets/missing.js', '/api/nothing']) {
      const res = await t.app.inject({ url });
      for (const name of documentOnly) expect(res.headers[name], `${url} ${name}`).toBeDefined();
    }
  });
});
