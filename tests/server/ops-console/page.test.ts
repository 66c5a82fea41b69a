/** The console page is served at /ops/ from the build, with the strict page policy and noindex. */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildTestApp, setUpTestDb } from '../helpers';

const db = setUpTestDb();
const dist = mkdtempSync(join(tmpdir(), 'mkopo-ops-dist-'));
afterAll(() => rmSync(dist, { recursive: true, force: true }));

describe('/ops/', () => {
  it('serves ops.html with the page policy, and /ops redirects there', async () => {
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>app</title>');
    writeFileSync(join(dist, 'ops.html'), '<!doctype html><title>console</title>');
    const { app } = await buildTestApp(db.testDb, { config: { distDir: dist } });
    const page = await app.inject({ url: '/ops/' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<title>console</title>');
    expect(page.headers['content-security-policy']).toMatch(/script-src 'self'/);
    expect(page.headers['x-robots-tag']).toBe('noindex');
    expect((await app.inject({ url: '/ops' })).headers.location).toBe('/ops/');
    await app.close();
  });
});
