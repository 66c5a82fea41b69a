/**
 * Properties of the ledger over random event sequences (docs/architecture.md §6): a payout and repayments whose
 * callbacks come twice (same or new event id), late, out of order or never (then status queries),
 * with days passing in between, and staff's penalty waivers and write-offs (the console) among
 * them. After every sequence: the journal balances, every settled repayment is booked exactly
 * once and a failed one never, no receivable goes negative, the loan is paid out at most once,
 * never more penalty is waived than was charged, and a loan is written off at most once, after
 * which it is closed with nothing receivable.
 */
import fc from 'fast-check';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  journalEntries,
  journalLines,
  loanOrders,
  paymentIntents,
} from '../../../src/server/db/schema';
import { receiveCallback, applyReport } from '../../../src/server/features/ledger/callbacks';
import { insertIntent } from '../../../src/server/features/ledger/intents';
import { accrueLoan } from '../../../src/server/features/ledger/accrue';
import { productOf } from '../../../src/server/features/products';
import { orderOwed, penaltyTotals } from '../../../src/server/features/ledger/repo';
import { writeOffLoan } from '../../../src/server/features/ledger/write-off';
import {
  addStaff,
  type StaffIdentity,
} from '../../../src/server/features/ops-console/auth-service';
import { ApiError } from '../../../src/server/api-error';
import { waivePenalty } from '../../../src/server/features/ops-console/waiver';
import { lockOrder } from '../../../src/server/features/orders/repo';
import { aPayoutUnderWay } from '../../support/factories';
import { setUpTestDb } from '../helpers';
import { event, type Event } from './ledger-events';
import { propertyRuns } from '../../support/property-depth';

// 1,000 sequences deep (tests/support/property-depth.ts), 200 quick; the seed is fixed so a
// failure replays, and LEDGER_PROPERTY_RUNS overrides both.
const RUNS = Number(process.env.LEDGER_PROPERTY_RUNS ?? propertyRuns(200, 1000));
const DAY = 86_400_000;
const product = productOf('TZ');

// No reset between tests: every order gets a fresh borrower (the factories').
const ctx = setUpTestDb({ reset: false });
let admin: StaffIdentity | undefined;
/** How many waivers and write-offs were booked: the sequences must reach both. */
const booked = { waivers: 0, writeOffs: 0 };

/** An admin (no waiver cap) who waives and writes off in the sequences. */
async function staffMember(now: number): Promise<StaffIdentity> {
  admin ??= (await addStaff({ db: ctx.testDb.db, clock: () => now }, 'prop@lender.test', 'admin'))
    .staff;
  return admin;
}

/** A new borrower's approved order being paid out (status 7), with its payout intent. */
async function lendingOrder(now: number, amount: number) {
  const { order, payout, priced } = await aPayoutUnderWay(ctx.testDb.db, {
    amount,
    now,
    country: 'TZ',
  });
  return { order, payout, q: priced };
}

async function play(events: Event[], amount: number, railSaysPayout: 'succeeded' | 'failed') {
  const db = ctx.testDb.db;
  let now = Date.UTC(2026, 0, 15, 6);
  const { order, payout, q } = await lendingOrder(now, amount);
  const repays: string[] = [];
  // A second payout intent for the same order must be refused by the database.
  expect(
    await insertIntent(
      db,
      { orderId: order.id, purpose: 'disburse', amount: 1, account: 'x', provider: 'sandbox' },
      now,
    ),
  ).toBeUndefined();
  for (const e of events) {
    now += 60_000;
    if (e.kind === 'payoutReport') {
      // The rail never contradicts itself: a report is its final answer or "pending".
      const r = e.report === 'pending' ? 'pending' : railSaysPayout;
      await receiveCallback(
        db,
        {
          provider: 'sandbox',
          eventId: `${payout.payOrderId}:${e.eventId}`,
          payOrderId: payout.payOrderId,
          report: r,
        },
        now,
      );
    } else if (e.kind === 'payoutQuery') {
      await applyReport(db, payout.payOrderId, railSaysPayout, now);
    } else if (e.kind === 'openRepay') {
      const intent = await insertIntent(
        db,
        {
          orderId: order.id,
          purpose: 'repay',
          amount: e.amount,
          account: 'x',
          provider: 'sandbox',
        },
        now,
      );
      repays.push(intent!.payOrderId);
    } else if (e.kind === 'repayReport') {
      const id = repays[e.index % Math.max(1, repays.length)];
      if (!id) continue;
      // Each repayment's rail answer is fixed by its id; reports repeat it or say pending.
      const final = id.charCodeAt(id.length - 1) % 3 === 0 ? 'failed' : 'succeeded';
      await receiveCallback(
        db,
        {
          provider: 'sandbox',
          eventId: `${id}:${e.eventId}`,
          payOrderId: id,
          report: e.report === 'pending' ? 'pending' : final,
        },
        now,
      );
    } else if (e.kind === 'waive') {
      const staff = await staffMember(now);
      const owed = await orderOwed(db, order.id);
      const amount = Math.max(1, Math.floor((owed.penalty * e.percent) / 100));
      const waived = await waivePenalty({ db, clock: () => now }, staff, {
        orderNo: order.orderNo,
        amount,
        reason: 'property',
        ip: '127.0.0.1',
      }).catch((error: unknown) => {
        if (!(error instanceof ApiError)) throw error;
        // Refused only when more than the penalty owed was asked (an admin has no cap).
        expect(error.codeName).toBe('overOwed');
        expect(amount).toBeGreaterThan(owed.penalty);
        return undefined;
      });
      if (waived) {
        // An admin's waivers here stay within the admin's limit: booked at once, no checker.
        expect(waived).toEqual({ penaltyLeft: owed.penalty - amount });
        booked.waivers++;
      }
    } else if (e.kind === 'writeOff') {
      const staff = await staffMember(now);
      const result = await db.transaction((tx) =>
        writeOffLoan(tx, order.id, { staffId: staff.id, note: 'property' }, now),
      );
      expect(result.outcome).not.toBe('notFound');
      if (result.outcome === 'booked') booked.writeOffs++;
    } else {
      now += e.n * DAY;
      await db.transaction(async (tx) => {
        const locked = await lockOrder(tx, order.id);
        if (locked) await accrueLoan(tx, locked, product, now);
      });
    }
  }
  return { order, payout, q };
}

async function checkInvariants(orderId: number, disbursal: number) {
  const db = ctx.testDb.db;
  const lines = await db.select().from(journalLines).where(eq(journalLines.orderId, orderId));
  const byEntry = new Map<number, number>();
  for (const l of lines) byEntry.set(l.entryId, (byEntry.get(l.entryId) ?? 0) + l.amount);
  for (const total of byEntry.values()) expect(total).toBe(0);
  const balance = (account: string) =>
    lines.filter((l) => l.account === account).reduce((s, l) => s + l.amount, 0);
  for (const component of ['principal', 'fee', 'interest', 'penalty'])
    expect(balance(`receivable:${component}`)).toBeGreaterThanOrEqual(0);
  const entries = await db.select().from(journalEntries).where(eq(journalEntries.orderId, orderId));
  const payouts = entries.filter((e) => e.kind === 'disbursement');
  expect(payouts.length).toBeLessThanOrEqual(1);
  const intents = await db.select().from(paymentIntents).where(eq(paymentIntents.orderId, orderId));
  const payout = intents.find((i) => i.purpose === 'disburse');
  expect(payouts.length).toBe(payout?.status === 'succeeded' ? 1 : 0);
  const cashOut = lines
    .filter((l) => l.account === 'cash' && l.amount < 0)
    .reduce((s, l) => s - l.amount, 0);
  expect(cashOut).toBe(payouts.length * disbursal);
  for (const intent of intents.filter((i) => i.purpose === 'repay')) {
    const booked = entries.filter((e) => e.idemKey === `payment:${intent.payOrderId}`);
    // Booked once when it succeeded on a disbursed loan; a repayment settled before the payout
    // settled is still booked (as the borrower's credit), never lost, never twice.
    expect(booked.length).toBe(intent.status === 'succeeded' ? 1 : 0);
  }
  const [cashIn] = await db
    .select({ total: sql<string>`coalesce(sum(${journalLines.amount}), 0)` })
    .from(journalLines)
    .innerJoin(journalEntries, eq(journalEntries.id, journalLines.entryId))
    .where(
      and(
        eq(journalLines.orderId, orderId),
        eq(journalEntries.kind, 'repayment'),
        eq(journalLines.account, 'cash'),
      ),
    );
  const succeeded = intents
    .filter((i) => i.purpose === 'repay' && i.status === 'succeeded')
    .reduce((s, i) => s + i.amount, 0);
  expect(Number(cashIn?.total ?? 0)).toBe(succeeded);

  // Waivers never take back more penalty than was charged.
  const { charged, waived } = await penaltyTotals(db, orderId);
  expect(waived).toBeLessThanOrEqual(charged);
  // A write-off happens at most once, only on a paid-out loan, and leaves nothing receivable
  // behind: the loan is closed and the loss is exactly what the entry moved.
  const writeOffs = entries.filter((e) => e.kind === 'write-off');
  expect(writeOffs.length).toBeLessThanOrEqual(1);
  if (writeOffs.length === 1) {
    expect(payouts.length).toBe(1);
    for (const component of ['principal', 'fee', 'interest', 'penalty'])
      expect(balance(`receivable:${component}`)).toBe(0);
    const moved = lines
      .filter((l) => l.entryId === writeOffs[0]!.id && l.account.startsWith('receivable:'))
      .reduce((s, l) => s - l.amount, 0);
    expect(balance('expense:write-off')).toBe(moved);
    const [row] = await db.select().from(loanOrders).where(eq(loanOrders.id, orderId));
    expect(row).toMatchObject({ status: 4, onTime: 0 });
  } else expect(balance('expense:write-off')).toBe(0);
}

describe('ledger properties', () => {
  it(`holds over ${RUNS} random sequences with duplicate, late and out-of-order callbacks, waivers and write-offs`, async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(event, { minLength: 1, maxLength: 12 }),
        fc.integer({ min: 1, max: 60 }).map((n) => n * 1_000),
        fc.constantFrom('succeeded' as const, 'failed' as const),
        async (events, amount, payoutOutcome) => {
          const { order, q } = await play(events, amount, payoutOutcome);
          await checkInvariants(order.id, q.disbursalAmount);
        },
      ),
      { numRuns: RUNS, seed: 20260115 },
    );
    expect(booked.waivers).toBeGreaterThan(0);
    expect(booked.writeOffs).toBeGreaterThan(0);
  }, 600_000);
});
