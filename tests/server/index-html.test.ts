import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderIndexHtml } from '../../src/server/plugins/index-html';
import { buildTestApp, createTestDb, type TestApp, type TestDb } from './helpers';

const source = readFileSync('index.html', 'utf8');

describe('index.html as served', () => {
  it('carries the configured package and product names into the meta, title and splash', () => {
    const html = renderIndexHtml(source, {
      packageName: 'tz.pesa.haraka',
      appName: 'Pesa <Haraka>',
    });
    const meta = /<meta name="app-config" content="([^"]*)"/.exec(html)?.[1] ?? '';
    const decoded = meta.replace(/&#(\d+);/g, (_, n: string) => String.fromCharCode(Number(n)));
    expect(JSON.parse(decoded)).toEqual({
      packageName: 'tz.pesa.haraka',
      appName: 'Pesa <Haraka>',
    });
    expect(html).toContain('<title>Pesa &#60;Haraka&#62;</title>');
    expect(html).toMatch(/<div id="splash"[^>]*>\s*<div>Pesa &#60;Haraka&#62;<i>/);
    expect(html).not.toContain('Mkopo');
  });

  describe('through the server', () => {
    let testDb: TestDb;
    let t: TestApp;
    let dist: string;
    beforeAll(async () => {
      testDb = await createTestDb();
      dist = mkdtempSync(join(tmpdir(), 'mkopo-dist-'));
      writeFileSync(join(dist, 'index.html'), source);
      t = await buildTestApp(testDb, {
        config: { distDir: dist, appName: 'Pesa', packageName: 'tz.pesa.app' },
      });
    });
    afterAll(async () => {
      await t.app.close();
      await testDb.close();
      rmSync(dist, { recursive: true, force: true });
    });

    it('serves the rendered page at /, /index.html and page paths', async () => {
      for (const url of ['/', '/index.html', '/anything']) {
        const res = await t.app.inject({ url });
        expect(res.statusCode, url).toBe(200);
        expect(res.headers['content-type']).toContain('text/html');
        expect(res.body, url).toContain('&#34;packageName&#34;:&#34;tz.pesa.app&#34;');
        expect(res.body, url).toContain('<title>Pesa</title>');
      }
    });
  });
});
