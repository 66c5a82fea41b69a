/**
 * Code sends from one address are not served one after another: a carrier NAT puts a town behind
 * one address, so a send waits only on sends to its own number. Here one number's send is held
 * inside its transaction (its number's lock taken on another connection); a send to another
 * number from the same address completes meanwhile. PostgreSQL only: it takes two connections.
 */
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../src/server/db/client';
import { until } from '../../support/cluster';
import { buildTestApp, call, isolatedPostgres, type TestApp } from '../helpers';
import { codeOf } from '../loan/steps';

let database: Database;
let drop: () => Promise<void>;
let t: TestApp;
/** A connection of its own in the same database (advisory locks are per database). */
let holder: pg.Client;

beforeAll(async () => {
  const made = await isolatedPostgres(process.env.DATABASE_URL!);
  ({ database, drop } = made);
  await database.migrate();
  const testDb = {
    db: database.db,
    kind: database.kind,
    reset: async () => {},
    close: async () => {},
  };
  t = await buildTestApp(testDb);
  holder = new pg.Client({ connectionString: made.url });
}, 120_000);
afterAll(async () => {
  await t.app.close();
  await database.close();
  await drop();
});

describe('code sends from one carrier-NAT address', () => {
  it('answer a second number while the first one waits', async () => {
    expect(database.kind).toBe('postgres');
    const ip = '10.77.0.1';
    const send = (mobile: string) =>
      call(t.app, 'getVerifyCode', { mobile, type: 'register' }, { ip });
    // The advisory locks are per database cluster: hold the first number's lock as a send would.
    await holder.connect();
    await holder.query('begin');
    await holder.query('select pg_advisory_xact_lock(hashtext($1))', ['+255716400001']);
    let firstDone = false;
    const first = send('0716400001').then((res) => {
      firstDone = true;
      return res;
    });
    // The first send now waits inside its transaction, on its number's lock alone.
    await until('the first send to wait', async () => {
      const { rows } = await holder.query<{ n: number }>(
        "select count(*)::int as n from pg_locks where locktype = 'advisory' and not granted",
      );
      return rows[0]!.n === 1;
    });
    const second = await send('0716400002');
    expect(codeOf(second)).toBe(0);
    expect(firstDone).toBe(false);
    await holder.query('commit');
    await holder.end();
    expect(codeOf(await first)).toBe(0);
    expect(t.sms.recent().map((m) => m.mobile)).toEqual(
      expect.arrayContaining(['+255716400001', '+255716400002']),
    );
  }, 120_000);
});
