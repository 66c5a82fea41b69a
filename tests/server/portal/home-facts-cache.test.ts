/**
 * Home's facts are kept per borrower until the database says their rows changed: a read costs no
 * query while nothing changed, and any write (a raw SQL one too, a truncate, a write from another
 * handle) is seen by the very next read. On PostgreSQL, where notices arrive after the commit,
 * the read first catches up with them (home-facts-fleet.pg.test.ts: two servers).
 */
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Db } from '../../../src/server/db/client';
import { users } from '../../../src/server/db/schema';
import { homeFactsCache } from '../../../src/server/features/portal/home-facts-cache';
import { findHomeFactsOf } from '../../../src/server/features/portal/repo';
import { anOrder } from '../../support/factories';
import { call, setUpTestApp, signIn } from '../helpers';

const ctx = setUpTestApp({ perTest: false });

async function maxAmount(token: string): Promise<number> {
  const res = await call(ctx.t.app, 'homepageData', {}, { token });
  expect(res.json().code, res.body).toBe(0);
  return (res.json() as { data: { maxAmount: number } }).data.maxAmount;
}

/** Writes without firing triggers, so no notice is sent: only a kept read can miss it. */
async function silently(write: (tx: Db) => Promise<unknown>): Promise<void> {
  await ctx.testDb.db.transaction(async (tx) => {
    await tx.execute(sql`set local session_replication_role = replica`);
    await write(tx as unknown as Db); // a transaction is used as the handle it came from
  });
}

/** A loan of the borrower `userId` repaid on time: Home's limit moves up one rung. */
function repaidLoan(db: Db, userId: number) {
  const at = new Date(Date.UTC(2026, 0, 1));
  return anOrder(
    db,
    { id: userId, country: 'TZ' },
    {
      status: 4,
      onTime: 1,
      countsForLimit: 1,
      amount: 50_000,
      days: 91,
      createdAt: at,
      updatedAt: at,
    },
  );
}

describe('the cache of Home facts', () => {
  it('answers from what it kept until a notice', async () => {
    const token = await signIn(ctx.t, '0754000777');
    const cache = homeFactsCache(ctx.testDb.db);
    expect(await maxAmount(token)).toBe(60000);
    expect(cache.size).toBe(1);
    // A repaid loan written with notices switched off: the kept facts still answer.
    const [user] = await ctx.testDb.db.select({ id: users.id }).from(users);
    const userId = Number(user?.id);
    await silently((tx) => repaidLoan(tx, userId));
    expect(await maxAmount(token)).toBe(60000);
    // Any write to the borrower's rows, here a raw one, is seen by the next read.
    await ctx.testDb.db.execute(sql`update users set country = country where id = ${userId}`);
    if (ctx.testDb.kind === 'pglite') expect(cache.size).toBe(0); // heard before the commit returned
    expect(await maxAmount(token)).toBe(150000);
  });

  it('forgets everything on a truncate', async () => {
    const token = await signIn(ctx.t, '0754000778');
    const cache = homeFactsCache(ctx.testDb.db);
    await maxAmount(token);
    expect(cache.size).toBeGreaterThan(0);
    await ctx.testDb.db.execute(sql`truncate loan_orders cascade`);
    await maxAmount(token); // on PostgreSQL, a read catches up with the notices first
    expect(cache.size).toBe(1);
  });

  it('reads many borrowers in one query, each their own facts, and answers borrowers polling at once', async () => {
    const tokens = await Promise.all(
      ['0754000781', '0754000782', '0754000783'].map((m) => signIn(ctx.t, m)),
    );
    const rows = await ctx.testDb.db
      .select({ id: users.id, mobile: users.mobile })
      .from(users)
      .where(sql`${users.mobile} in ('+255754000781', '+255754000782', '+255754000783')`)
      .orderBy(users.mobile);
    const [a, b, c] = rows.map((r) => r.id);
    await repaidLoan(ctx.testDb.db, b!);
    const facts = await findHomeFactsOf(ctx.testDb.db, [a!, b!, c!, 999_999]);
    expect([...facts.keys()].sort()).toEqual([a, b, c].sort());
    expect(facts.get(a!)).toEqual({ country: 'TZ', timelyRepaid: 0, order: undefined });
    expect(facts.get(b!)?.timelyRepaid).toBe(1);
    // Through the API at once: each borrower gets their own limit.
    const limits = await Promise.all([...tokens, ...tokens].map((t) => maxAmount(t)));
    expect(limits).toEqual([60000, 150000, 60000, 60000, 150000, 60000]);
  });
});
