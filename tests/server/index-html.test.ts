import { createHash } from 'node:crypto';
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

  it('names the brand in the promotion pages the build prerendered', () => {
    const page = '<strong class="yx-brand">Mkopo</strong><h1 class="yx-title">Mkopo</h1>';
    const built = source.replace('</body>', `<template id="yx:yx3:en">${page}</template></body>`);
    const html = renderIndexHtml(built, { packageName: 'tz.pesa.app', appName: 'Pesa' });
    expect(html).toContain('<strong class="yx-brand">Pesa</strong>');
    // Only the brand bar: words of the page itself stay as written.
    expect(html).toContain('<h1 class="yx-title">Mkopo</h1>');
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
        config: {
          distDir: dist,
          appName: 'Pesa',
          packageName: 'tz.pesa.app',
          trustProxy: ['127.0.0.1'],
        },
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

    it('allows the page its own inline script by hash, and no other', async () => {
      const res = await t.app.inject({ url: '/' });
      const policy = String(res.headers['content-security-policy']);
      const scriptSrc = /script-src ([^;]*)/.exec(policy)?.[1]?.split(' ') ?? [];
      const inline = [
        ...res.body.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g),
      ].map(
        (m) =>
          `'sha256-${createHash('sha256')
            .update(m[1] ?? '')
            .digest('base64')}'`,
      );
      expect(inline.length).toBeGreaterThan(0);
      expect(scriptSrc.sort()).toEqual(["'self'", ...inline].sort());
      expect(policy).not.toContain('unsafe-eval');
      expect(policy).toContain("frame-ancestors 'none'");
      // Another page's inline script would not match: an API answer allows none at all.
      const api = await t.app.inject({ url: '/api/forms/tz/personal' });
      expect(api.headers['content-security-policy']).toMatch(/script-src 'self';/);
    });

    it('sends the hardening headers on pages, API answers and errors, HSTS over HTTPS only', async () => {
      for (const url of ['/', '/api/forms/tz/personal', '/api/nothing-here']) {
        const res = await t.app.inject({ url });
        expect(res.headers['x-content-type-options'], url).toBe('nosniff');
        expect(res.headers['referrer-policy'], url).toBe('no-referrer');
        expect(res.headers['x-frame-options'], url).toBe('DENY');
        expect(res.headers['permissions-policy'], url).toContain('camera=(self)');
        expect(res.headers['content-security-policy'], url).toContain("object-src 'none'");
        expect(res.headers['strict-transport-security'], url).toBeUndefined();
      }
      const https = await t.app.inject({
        url: '/',
        headers: { 'x-forwarded-proto': 'https' },
        remoteAddress: '127.0.0.1',
      });
      expect(https.headers['strict-transport-security']).toContain('max-age=31536000');
      // A client that is not the trusted proxy cannot claim HTTPS.
      const spoofed = await t.app.inject({
        url: '/',
        headers: { 'x-forwarded-proto': 'https' },
        remoteAddress: '10.0.0.9',
      });
      expect(spoofed.headers['strict-transport-security']).toBeUndefined();
    });
  });
});
