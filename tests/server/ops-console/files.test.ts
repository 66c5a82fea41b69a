/** The console's view of the data files: every file the server reads, with the version it serves. */
import { readdirSync, readFileSync } from 'node:fs';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { textHash } from '../../../src/server/forms/pack';
import type { FilesView } from '../../../src/ops/types';
import { buildTestApp, setUpTestDb, type TestApp } from '../helpers';
import { signedInStaff } from './staff-session';

const base = setUpTestDb();
let t: TestApp;

beforeEach(async () => {
  t = await buildTestApp(base.testDb);
});
afterEach(async () => {
  await t.app.close();
});

describe('GET /ops/api/files', () => {
  it('lists each country file and the forms’ words with the hash of the version served', async () => {
    const { session } = await signedInStaff(
      { t, testDb: base.testDb },
      'ops@lender.test',
      'support',
    );
    const res = await t.app.inject({ url: '/ops/api/files', headers: session.headers });
    expect(res.statusCode).toBe(200);
    const { files } = res.json<FilesView>();
    const cashier = files.find((f) => f.file === 'schemas/tz/cashier.json');
    expect(cashier).toMatchObject({
      hash: textHash(readFileSync('schemas/tz/cashier.json', 'utf8')),
      refused: [],
    });
    expect(Number.isNaN(Date.parse(cashier?.since ?? ''))).toBe(false);
    // Every file of every served country's folder but those read elsewhere, and the words.
    const listed = new Set(files.map((f) => f.file));
    for (const name of readdirSync('schemas/tz').filter((f) => f !== 'recommendations.json'))
      expect(listed, name).toContain(`schemas/tz/${name}`);
    expect(listed).toContain('locales/en/forms.json');
  });

  it('is refused to anyone without a staff session', async () => {
    expect((await t.app.inject({ url: '/ops/api/files' })).statusCode).toBe(401);
  });
});
