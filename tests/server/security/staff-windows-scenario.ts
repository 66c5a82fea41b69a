/**
 * Staff money split into pieces, as an insider would (decision 0039), for the in-process suite
 * and for two server processes on PostgreSQL alike: the test gives how a member asks the console
 * (`Ask`); the loans are seeded straight into the database, and the verdict is read from the
 * journal. Amounts in TZS (no minor units), limits from schemas/tz/staff-limits.json.
 */
import { expect } from 'vitest';
import type { Db } from '../../../src/server/db/client';
import { feedbackFiles, wallets } from '../../../src/server/db/schema';
import { applyReport } from '../../../src/server/features/ledger/callbacks';
import { insertIntent } from '../../../src/server/features/ledger/intents';
import { aBookedLoan } from '../../support/factories';
import { booksOf, type Books } from './staff-windows-books';

export interface Answer {
  readonly status: number;
  readonly body: Record<string, unknown>;
}

/** A signed-in member of staff asks the console: POST /ops/api`path` with `body`. */
export type Ask = (member: string, path: string, body: Record<string, unknown>) => Promise<Answer>;

/** The members the scenarios sign in, by e-mail, with their role. */
export const MEMBERS = {
  'fin1@lender.test': 'finance',
  'fin2@lender.test': 'finance',
  'fin3@lender.test': 'finance',
  'col1@lender.test': 'collections',
  'col2@lender.test': 'collections',
  'adm1@lender.test': 'admin',
} as const;
export type MemberEmail = keyof typeof MEMBERS;

/** TZ limits (schemas/tz/staff-limits.json) the assertions name. */
export const TZ = {
  borrowerFinance: 200_000,
  memberDayFinance: 300_000,
  memberDayCollections: 50_000,
  waiverCollectionsLoan: 20_000,
} as const;

export interface Seeded {
  readonly orderId: number;
  readonly orderNo: string;
  readonly userId: number;
  /** Proof files by what they name. */
  readonly proofs: Readonly<Record<'settled' | 'pending' | 'failed' | 'none', number[]>>;
}

let seq = 0;

/**
 * A borrower with a 20,000 loan being repaid (and `penalty` charged), a wallet refunds may go to,
 * a repayment of `railPaid` the rail settled, a repayment order the rail has not answered yet,
 * a repayment order the rail failed, and proofs naming the settled one, the pending one, the failed
 * one, or none.
 */
export async function seedLoan(
  db: Db,
  now: number,
  counts: {
    settled: number;
    pending: number;
    failed?: number;
    none: number;
    penalty?: number;
    railPaid?: number;
  },
): Promise<Seeded> {
  const orderNo = `SPLIT${process.pid}x${++seq}`;
  const order = await aBookedLoan(db, {
    amount: 20_000,
    penalty: counts.penalty ?? 0,
    now,
    order: { country: 'TZ', orderNo },
  });
  const account = `+2557${String(1_000_000 + seq).slice(-7)}7`; // not …000: a swapped SIM
  await db.insert(wallets).values({
    userId: order.userId,
    bankCode: 'mpesa',
    account,
    updatedAt: new Date(now - 30 * 86_400_000),
  });
  const rail = (payOrderId: string, amount: number) =>
    insertIntent(
      db,
      {
        orderId: order.id,
        purpose: 'repay',
        amount,
        account,
        provider: 'sandbox',
        payOrderId,
        status: 'submitted',
        submittedAt: new Date(now),
      },
      now,
    );
  const settled = `${orderNo}R1`;
  const pending = `${orderNo}R2`;
  await rail(settled, counts.railPaid ?? 1_000);
  await applyReport(db, settled, 'succeeded', now);
  await rail(pending, 5_000);
  const failed = `${orderNo}R3`;
  await rail(failed, 5_000);
  await applyReport(db, failed, 'failed', now);
  const proofs = async (n: number, payOrderId: string | null) => {
    const ids: number[] = [];
    for (let i = 0; i < n; i++) {
      const [row] = await db
        .insert(feedbackFiles)
        .values({
          userId: order.userId,
          kind: 'credential',
          storedName: `proof-${orderNo}-${i}.jpg`,
          mimeType: 'image/jpeg',
          size: 1,
          orderNo,
          payOrderId,
          createdAt: new Date(now),
        })
        .returning({ id: feedbackFiles.id });
      ids.push(row!.id);
    }
    return ids;
  };
  return {
    orderId: order.id,
    orderNo,
    userId: order.userId,
    proofs: {
      settled: await proofs(counts.settled, settled),
      pending: await proofs(counts.pending, pending),
      failed: await proofs(counts.failed ?? 0, failed),
      none: await proofs(counts.none, null),
    },
  };
}

/** What each answer said, by HTTP status: the figures a test prints. */
export function tally(answers: readonly Answer[]): Record<number, number> {
  const by: Record<number, number> = {};
  for (const a of answers) by[a.status] = (by[a.status] ?? 0) + 1;
  return by;
}

/** Members, round-robin, each asking once per path: many hands at once. */
export function spread<T>(items: readonly T[], members: readonly MemberEmail[]) {
  return items.map((item, i) => ({ item, member: members[i % members.length]! }));
}

const approve = (ask: Ask, member: MemberEmail, fileId: number, amount: number) =>
  ask(member, `/proofs/${fileId}/approve`, { amount });
const refund = (ask: Ask, member: MemberEmail, orderNo: string) =>
  ask(member, `/orders/${orderNo}/refund`, { reason: 'borrower asked for the credit' });
const waive = (ask: Ask, member: MemberEmail, orderNo: string, amount: number) =>
  ask(member, `/orders/${orderNo}/waiver`, { amount, reason: 'hardship' });
const finance: MemberEmail[] = ['fin1@lender.test', 'fin2@lender.test', 'fin3@lender.test'];

/** What each scenario answered and what the books hold after it, for the test to judge. */
export interface Outcome {
  readonly seeded: Seeded;
  readonly answers: Readonly<Record<string, readonly Answer[]>>;
  readonly books: Books;
}

/**
 * The split: a proof of the order the rail already paid, approved for 50,000; four more proofs
 * naming the same order; proofs naming none once the loan is finished; then the credit refunded,
 * by three members at once.
 */
export async function theSplit(db: Db, ask: Ask, now: number): Promise<Outcome> {
  const seeded = await seedLoan(db, now, { settled: 5, pending: 0, none: 4 });
  const [first, ...more] = seeded.proofs.settled;
  const [unnamed, ...afterwards] = seeded.proofs.none;
  const settledFirst = [await approve(ask, 'fin1@lender.test', first!, 50_000)];
  const settledMore = await Promise.all(
    more.map((id) => approve(ask, 'fin1@lender.test', id, 50_000)),
  );
  const unnamedFirst = [await approve(ask, 'fin1@lender.test', unnamed!, 50_000)];
  const finished = await Promise.all(
    afterwards.map((id) => approve(ask, 'fin1@lender.test', id, 50_000)),
  );
  const refunds = await Promise.all(finance.map((m) => refund(ask, m, seeded.orderNo)));
  return {
    seeded,
    answers: { settledFirst, settledMore, unnamedFirst, finished, refunds },
    books: await booksOf(db, seeded.userId),
  };
}

/** Thirty proofs of 1,000 naming no order, by three members at once, then refunds at once. */
export async function manySmallProofs(db: Db, ask: Ask, now: number): Promise<Outcome> {
  const seeded = await seedLoan(db, now, { settled: 0, pending: 0, none: 30 });
  const proofs = await Promise.all(
    spread(seeded.proofs.none, finance).map(({ item, member }) =>
      approve(ask, member, item, 1_000),
    ),
  );
  const refunds = await Promise.all(finance.map((m) => refund(ask, m, seeded.orderNo)));
  return { seeded, answers: { proofs, refunds }, books: await booksOf(db, seeded.userId) };
}

/**
 * Proofs of a settled payment, of one whose rail answer is due and of one the rail failed, by four
 * members at once: the first two are never proven, the failed one at most once.
 */
export async function settledAndPending(db: Db, ask: Ask, now: number): Promise<Outcome> {
  const seeded = await seedLoan(db, now, { settled: 3, pending: 3, failed: 4, none: 0 });
  const members: MemberEmail[] = [...finance, 'adm1@lender.test'];
  const burst = (ids: readonly number[], amount: number) =>
    Promise.all(spread(ids, members).map(({ item, member }) => approve(ask, member, item, amount)));
  const [settled, pending, failed] = await Promise.all([
    burst(seeded.proofs.settled, 1_000),
    burst(seeded.proofs.pending, 5_000),
    burst(seeded.proofs.failed, 5_000),
  ]);
  return {
    seeded,
    answers: { settled, pending, failed },
    books: await booksOf(db, seeded.userId),
  };
}

/**
 * Five members of finance and collections colluding with one borrower: waivers up to each one's
 * limit and more, proofs and refunds, all at once.
 */
export async function colluding(db: Db, ask: Ask, now: number): Promise<Outcome> {
  const seeded = await seedLoan(db, now, { settled: 0, pending: 0, none: 12, penalty: 400_000 });
  const collectors: MemberEmail[] = ['col1@lender.test', 'col2@lender.test'];
  const waivers = await Promise.all([
    ...collectors.flatMap((m) =>
      Array.from({ length: 5 }, () => waive(ask, m, seeded.orderNo, 10_000)),
    ),
    ...finance.flatMap((m) =>
      Array.from({ length: 4 }, () => waive(ask, m, seeded.orderNo, 40_000)),
    ),
    ...spread(seeded.proofs.none, finance).map(({ item, member }) =>
      approve(ask, member, item, 6_000),
    ),
  ]);
  const refunds = await Promise.all(finance.map((m) => refund(ask, m, seeded.orderNo)));
  return { seeded, answers: { waivers, refunds }, books: await booksOf(db, seeded.userId) };
}

const statuses = (answers: readonly Answer[] | undefined) => tally(answers ?? []);
const errors = (answers: readonly Answer[] | undefined) =>
  new Set((answers ?? []).filter((a) => a.status !== 200).map((a) => a.body.error));

/**
 * The rule of the books: no borrower is paid out more than the rail received plus what a checker
 * approved. The shipped limits let no member create credit alone (overpayment 0 for every role).
 */
export function expectPaidOutWithin(books: Books): void {
  expect(books.refunded).toBeLessThanOrEqual(books.railReceived + books.approvedProofs);
  expect(books.aloneCredit).toBe(0);
}

export function expectTheSplitRefused({ answers, books }: Outcome): void {
  // The order the rail paid is never proven: not once, not four times more.
  expect(statuses(answers.settledFirst)).toEqual({ 409: 1 });
  expect(statuses(answers.settledMore)).toEqual({ 409: 4 });
  expect(errors(answers.settledMore)).toEqual(new Set(['nothingToBook']));
  // A proof naming nothing books what is owed; its 30,000-odd above waits for a checker.
  const [unnamed] = answers.unnamedFirst ?? [];
  expect(unnamed?.status).toBe(200);
  expect(unnamed?.body.waiting).toMatchObject({ amount: expect.any(Number) });
  // The loan is finished: every later proof waits whole.
  for (const a of answers.finished ?? []) expect(a.body.waiting).toMatchObject({ amount: 50_000 });
  // Nothing became credit, so nothing goes back.
  expect(statuses(answers.refunds)).toEqual({ 409: 3 });
  expect(books).toMatchObject({ refunded: 0, aloneCredit: 0, approvedProofs: 0 });
  expectPaidOutWithin(books);
}

export function expectSmallProofsAddUp({ answers, books }: Outcome): void {
  expect(statuses(answers.proofs)).toEqual({ 200: 30 });
  const waiting = (answers.proofs ?? []).filter((a) => a.body.waiting).length;
  // 30,000 proven on a loan owing under 20,000: every proof past what is owed waits for a checker.
  expect(waiting).toBeGreaterThanOrEqual(10);
  expectPaidOutWithin(books);
}

export function expectSettledNeverPendingOnce({ answers, books }: Outcome): void {
  expect(statuses(answers.settled)).toEqual({ 409: 3 });
  expect(statuses(answers.pending)).toEqual({ 409: 3 });
  expect(statuses(answers.failed)).toEqual({ 200: 1, 409: 3 });
  expectPaidOutWithin(books);
}

export function expectCollusionWithinWindows({ books }: Outcome): void {
  // Every member's alone acts for this borrower together stay within the largest borrower
  // window of the roles present (finance), and no one exceeds their own day.
  expect(books.alone).toBeLessThanOrEqual(TZ.borrowerFinance);
  expect(books.alone).toBeGreaterThan(0);
  expect(books.memberMost.finance ?? 0).toBeLessThanOrEqual(TZ.memberDayFinance);
  expect(books.memberMost.collections ?? 0).toBeLessThanOrEqual(TZ.memberDayCollections);
  expectPaidOutWithin(books);
}
