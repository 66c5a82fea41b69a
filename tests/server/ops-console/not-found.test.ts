/**
 * Unknown paths of the two APIs answer JSON 404s, never a page, even with the SPA built (its
 * fallback serves HTML to every other GET): the console's after the session check (401 without
 * one, so no map of the API leaks), the borrower's in its envelope.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createTestDb, type TestApp, type TestDb } from '../helpers';
import { makeStaff, staffLogin } from './staff-session';

let testDb: TestDb;
let t: TestApp;
let dist: string;

beforeAll(async () => {
  testDb = await createTestDb();
  dist = mkdtempSync(join(tmpdir(), 'mkopo-dist-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
  writeFileSync(join(dist, 'ops.html'), '<!doctype html><div id="ops"></div>');
  t = await buildTestApp(testDb, { config: { distDir: dist } });
});
afterAll(async () => {
  await t.app.close();
  await testDb.close();
  rmSync(dist, { recursive: true, force: true });
});

const UNKNOWN_OPS = ['/ops/api', '/ops/api/', '/ops/api/nope', '/ops/api/proofs/1/nope/deeper'];

describe('unknown console API paths', () => {
  it('answer a JSON 404 to a signed-in member, whatever the method', async () => {
    const account = await makeStaff(
      { db: testDb.db, clock: t.clock.now },
      'nf@lender.test',
      'admin',
    );
    const s = await staffLogin(t.app, t.clock.now, account);
    for (const url of UNKNOWN_OPS)
      for (const method of ['GET', 'POST', 'DELETE'] as const) {
        const res = await t.app.inject({ method, url, headers: s.headers });
        expect(res.statusCode, `${method} ${url}`).toBe(404);
        expect(res.headers['content-type'], `${method} ${url}`).toMatch(/^application\/json/);
        expect(res.json()).toEqual({ error: 'notFound' });
      }
    // Known routes and the page are still served.
    expect((await t.app.inject({ url: '/ops/api/proofs', headers: s.headers })).statusCode).toBe(
      200,
    );
    const page = await t.app.inject({ url: '/ops/' });
    expect([page.statusCode, page.body]).toEqual([200, '<!doctype html><div id="ops"></div>']);
  });

  it('answer 401 without a session, as known ones do', async () => {
    for (const url of [...UNKNOWN_OPS, '/ops/api/proofs']) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(401);
      expect(res.headers['content-type'], url).toMatch(/^application\/json/);
    }
  });
});

describe('unknown borrower API paths', () => {
  it('answer the JSON 404 in the envelope, never the SPA', async () => {
    for (const url of ['/api', '/api/', '/api/nope', '/api/user/nope/deeper'])
      for (const method of ['GET', 'POST'] as const) {
        const res = await t.app.inject({ method, url });
        expect(res.statusCode, `${method} ${url}`).toBe(404);
        expect(res.json(), `${method} ${url}`).toMatchObject({ key: 'notFound', data: null });
      }
    // Anything else is a page of the SPA.
    expect((await t.app.inject({ url: '/loans/123' })).body).toContain('id="root"');
  });
});
