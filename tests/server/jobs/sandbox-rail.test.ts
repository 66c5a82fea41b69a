/**
 * The sandbox wallet rail behaves like a real one (docs/architecture.md §6): idempotent by payOrderId, callbacks
 * that come twice or never (the status query still answers), all decided by the seed so tests are
 * repeatable. Also the journal's correction rule.
 */
import { like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { jobs } from '../../../src/server/db/schema';
import { disbursementEntry, isBalanced, reversalEntry } from '../../../src/server/domain/journal';
import { onReport } from '../../../src/server/domain/payment-intent';
import { percentile } from '../../../src/server/providers/random';
import { sandboxWallet } from '../../../src/server/providers/sandbox-wallet';
import { setUpTestDb } from '../helpers';

const ctx = setUpTestDb();
const now = () => Date.UTC(2026, 0, 15, 6);
const odds = { seed: 's', failPercent: 0, duplicatePercent: 0, latePercent: 0, lostPercent: 0 };

const callbacks = () => ctx.testDb.db.select().from(jobs).where(like(jobs.key, 'callback:%'));

describe('sandbox rail', () => {
  it('pays a payOrderId once however often it is submitted', async () => {
    const rail = sandboxWallet({ db: ctx.testDb.db, clock: now }, odds);
    const request = { payOrderId: 'D1', account: '+255755000111', amount: 56_460 };
    expect(await rail.payout(request)).toEqual(await rail.payout(request));
    expect(
      await ctx.testDb.db.select().from(jobs).where(like(jobs.key, 'sandbox-rail:%')),
    ).toHaveLength(1);
    expect(await callbacks()).toHaveLength(1);
    expect(await rail.query('D1')).toBe('succeeded');
    expect(await rail.query('D2')).toBe('notFound');
  });

  it('sends duplicates (a redelivery and a second event id) when the seed says so', async () => {
    await sandboxWallet(
      { db: ctx.testDb.db, clock: now },
      { ...odds, duplicatePercent: 100 },
    ).payout({ payOrderId: 'D1', account: 'a', amount: 1 });
    const events = (await callbacks()).map((j) => j.payload.eventId);
    expect(events.sort()).toEqual(['D1:1', 'D1:1', 'D1:2']);
  });

  it('loses callbacks when the seed says so, and the status query still knows', async () => {
    const rail = sandboxWallet(
      { db: ctx.testDb.db, clock: now },
      { ...odds, lostPercent: 100, failPercent: 100 },
    );
    await rail.payout({ payOrderId: 'D1', account: 'a', amount: 1 });
    expect(await callbacks()).toHaveLength(0);
    expect(await rail.query('D1')).toBe('failed');
  });

  it('waits for the cashier approval of a collection, once', async () => {
    const rail = sandboxWallet({ db: ctx.testDb.db, clock: now }, odds);
    const { payUrl } = await rail.collect({ payOrderId: 'R1', account: 'a', amount: 5_000 });
    expect(payUrl).toBe('/sandbox/payments/R1');
    expect(await rail.query('R1')).toBe('pending');
    expect(await rail.decide('R1', 'succeeded')).toBe(true);
    expect(await rail.decide('R1', 'failed')).toBe(false);
    expect(await rail.query('R1')).toBe('succeeded');
  });

  it('draws the same odds for the same seed and label', () => {
    expect(percentile('a', 'x')).toBe(percentile('a', 'x'));
    const spread = new Set(Array.from({ length: 200 }, (_, i) => percentile('a', String(i))));
    expect(spread.size).toBeGreaterThan(50);
  });
});

describe('payment intent rule', () => {
  it('settles once and keeps a contradicting late report for operations', () => {
    expect(onReport('submitted', 'succeeded')).toEqual({
      status: 'succeeded',
      settle: 'succeeded',
      conflict: false,
    });
    expect(onReport('succeeded', 'succeeded')).toEqual({
      status: 'succeeded',
      settle: null,
      conflict: false,
    });
    expect(onReport('succeeded', 'failed')).toEqual({
      status: 'succeeded',
      settle: null,
      conflict: true,
    });
    expect(onReport('unknown', 'pending')).toEqual({
      status: 'unknown',
      settle: null,
      conflict: false,
    });
  });
});

describe('journal corrections', () => {
  it('reverses an entry with a new balanced entry', () => {
    const entry = disbursementEntry({ loanAmount: 60_000, fee: 3_000, feeTax: 540 });
    const reversed = reversalEntry(entry);
    expect(isBalanced(reversed.lines)).toBe(true);
    expect(entry.lines.map((l, i) => l.amount + (reversed.lines[i]?.amount ?? 0))).toEqual([
      0, 0, 0, 0,
    ]);
  });
});
