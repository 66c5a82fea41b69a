/**
 * `npm run ops -- demo-book` on an empty sandbox database: a small book, lived through the
 * services, holds every status of a loan, late loans in every collections bucket, the desk's
 * promises, plans, disputes, complaints and flags, the bureau's notices and files, and a journal
 * that balances, with every finished loan owing nothing and every running or late one owing; every
 * application was decided by the credit policy, and the decision is kept for the console.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  borrowerFlags,
  bureauFiles,
  creditDecisions,
  bureauNotices,
  collectionContacts,
  journalLines,
  loanDelinquency,
  loanOrders,
  paymentPlans,
  rightsRequests,
} from '../../../src/server/db/schema';
import { totalOwed } from '../../../src/server/domain/allocation';
import { bucketNames } from '../../../src/server/domain/delinquency';
import { decisionsOf } from '../../../src/server/features/credit';
import { orderOwed } from '../../../src/server/features/ledger';
import { productOf } from '../../../src/server/features/products';
import { openSandboxClock, type SandboxClock } from '../../../src/server/features/sandbox/clock';
import { runDemoBookCommand } from '../../../src/server/ops/demo-book/command';
import { ORDER_STATUS } from '../../../src/shared/orders';
import { HANG_GUARD_MS } from '../../support/bounded-work';
import { setUpTestDb, testConfig } from '../helpers';

const ctx = setUpTestDb({ reset: false });
const SIZE = 30;
let clock: SandboxClock;
let run: { code: number; out: string[] };

beforeAll(async () => {
  clock = await openSandboxClock(ctx.testDb.db, Date.now, 0);
  const out: string[] = [];
  const code = await runDemoBookCommand(
    { db: ctx.testDb.db, config: testConfig(), sandboxClock: clock },
    ['--size', String(SIZE), '--country', 'TZ'],
    (line) => out.push(line),
  );
  run = { code, out };
}, HANG_GUARD_MS);

afterAll(() => clock.stop());

const count = async (rows: Promise<{ n: number }[]>) => (await rows)[0]?.n ?? 0;

describe('npm run ops -- demo-book', () => {
  it('builds the book and says how long it took', () => {
    expect(run.code).toBe(0);
    expect(run.out).toContainEqual(
      expect.stringMatching(new RegExp(`^${SIZE} borrowers, \\d+ days: [\\d.]+ s`)),
    );
  });

  it('holds every status of a loan and late loans in every collections bucket', async () => {
    const { db } = ctx.testDb;
    const statuses = await db.selectDistinct({ status: loanOrders.status }).from(loanOrders);
    expect(statuses.map((s) => s.status).sort((a, b) => a - b)).toEqual(
      [
        ORDER_STATUS.applying,
        ORDER_STATUS.repaying,
        ORDER_STATUS.overdue,
        ORDER_STATUS.finish,
        ORDER_STATUS.cancel,
        ORDER_STATUS.reject,
        ORDER_STATUS.getMoney,
      ].sort((a, b) => a - b),
    );
    const [last] = await db
      .select({ day: sql<number>`max(${loanDelinquency.day})` })
      .from(loanDelinquency);
    const buckets = await db
      .selectDistinct({ bucket: loanDelinquency.bucket })
      .from(loanDelinquency)
      .where(and(eq(loanDelinquency.day, last!.day), sql`${loanDelinquency.daysPastDue} > 0`));
    // Every bucket but the first (not yet late).
    expect(buckets.map((b) => b.bucket).sort()).toEqual(
      bucketNames(productOf('TZ').delinquencyBuckets).slice(1).sort(),
    );
  });

  it("holds the desk's work and the bureau's", async () => {
    const { db } = ctx.testDb;
    const n = sql<number>`count(*)::int`;
    const promised = db
      .select({ n })
      .from(collectionContacts)
      .where(eq(collectionContacts.outcome, 'promised'));
    expect(await count(promised)).toBeGreaterThan(0);
    expect(await count(db.select({ n }).from(paymentPlans))).toBeGreaterThan(0);
    for (const kind of ['dispute', 'complaint'] as const)
      expect(
        await count(db.select({ n }).from(rightsRequests).where(eq(rightsRequests.kind, kind))),
      ).toBeGreaterThan(0);
    expect(await count(db.select({ n }).from(borrowerFlags))).toBeGreaterThan(0);
    expect(await count(db.select({ n }).from(bureauNotices))).toBeGreaterThan(0);
    expect(await count(db.select({ n }).from(bureauFiles))).toBeGreaterThan(0);
  });

  it("keeps the credit policy's decision of every application, as the loan page shows it", async () => {
    const { db } = ctx.testDb;
    const orders = await db
      .select({ id: loanOrders.id, status: loanOrders.status, referredAt: loanOrders.referredAt })
      .from(loanOrders);
    expect(orders).toHaveLength(SIZE);
    const outcomes = new Map<string, Set<string>>();
    for (const order of orders) {
      // What the console's decision panel reads: the stored decisions of the loan.
      const decided = await decisionsOf(db, order.id);
      const policy = decided.filter((d) => d.decidedBy === 'policy');
      expect(policy, `order ${order.id}`).toHaveLength(1);
      const kind = order.referredAt ? 'referred' : String(order.status);
      outcomes.set(kind, (outcomes.get(kind) ?? new Set()).add(policy[0]!.outcome));
    }
    // Referred and declined by the policy's own rules; every other loan approved by it.
    expect(outcomes.get('referred')).toEqual(new Set(['refer']));
    expect(outcomes.get(String(ORDER_STATUS.reject))).toEqual(new Set(['decline']));
    for (const status of [ORDER_STATUS.repaying, ORDER_STATUS.finish, ORDER_STATUS.cancel])
      expect(outcomes.get(String(status))).toEqual(new Set(['approve']));
    const [kept] = await db.select({ n: sql<number>`count(*)::int` }).from(creditDecisions);
    expect(kept!.n).toBe(SIZE);
  });

  it('keeps a journal that balances: finished loans owe nothing, open ones owe', async () => {
    const { db } = ctx.testDb;
    const sums = await db
      .select({ currency: journalLines.currency, total: sql<string>`sum(${journalLines.amount})` })
      .from(journalLines)
      .groupBy(journalLines.currency);
    expect(sums.length).toBeGreaterThan(0);
    for (const s of sums) expect(Number(s.total)).toBe(0);
    const loans = await db
      .select({ id: loanOrders.id, status: loanOrders.status })
      .from(loanOrders)
      .where(
        inArray(loanOrders.status, [
          ORDER_STATUS.finish,
          ORDER_STATUS.repaying,
          ORDER_STATUS.overdue,
        ]),
      );
    for (const loan of loans) {
      const owed = totalOwed(await orderOwed(db, loan.id));
      if (loan.status === ORDER_STATUS.finish) expect(owed).toBe(0);
      else expect(owed).toBeGreaterThan(0);
    }
  });
});
