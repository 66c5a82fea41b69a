/**
 * The borrower's money as the books have it after the staff scenarios: what was refunded, what the
 * rail collected above what was owed, the proofs approved, and what members booked alone.
 */
import { and, eq, gt, ne, sql } from 'drizzle-orm';
import type { Db } from '../../../src/server/db/client';
import {
  journalEntries,
  journalLines,
  loanOrders,
  moneyRequests,
  paymentIntents,
  staff,
  staffMoneyActs,
  type StaffActKind,
} from '../../../src/server/db/schema';

export interface Books {
  /** Credit that left for the borrower's wallet (refund entries). */
  readonly refunded: number;
  /** What the rail collected from the borrower, above what their loans owed (their overpayment). */
  readonly railReceived: number;
  /** Proofs and refunds a checker approved, by kind. */
  readonly approvedProofs: number;
  /** Credit members created alone (staff_money_acts), and everything booked alone. */
  readonly aloneCredit: number;
  readonly alone: number;
  /** The most one member booked alone, by role. */
  readonly memberMost: Readonly<Record<string, number>>;
  readonly aloneWaivers: number;
}

const total = sql<string>`coalesce(sum(amount), 0)`;
const first = (rows: { total: string }[]) => Number(rows[0]?.total ?? 0);

/** The borrower's money as the books have it. */
export async function booksOf(db: Db, userId: number): Promise<Books> {
  const theirs = eq(loanOrders.userId, userId);
  const refunded = first(
    await db
      .select({ total: sql<string>`coalesce(sum(${journalLines.amount}), 0)` })
      .from(journalLines)
      .innerJoin(journalEntries, eq(journalEntries.id, journalLines.entryId))
      .innerJoin(loanOrders, eq(loanOrders.id, journalEntries.orderId))
      .where(
        and(
          theirs,
          eq(journalEntries.kind, 'refund'),
          eq(journalLines.account, 'liability:borrower-credit'),
          gt(journalLines.amount, 0),
        ),
      ),
  );
  const railReceived = first(
    await db
      .select({ total: sql<string>`coalesce(sum(${paymentIntents.amount}), 0)` })
      .from(paymentIntents)
      .innerJoin(loanOrders, eq(loanOrders.id, paymentIntents.orderId))
      .where(
        and(
          theirs,
          eq(paymentIntents.purpose, 'repay'),
          eq(paymentIntents.status, 'succeeded'),
          ne(paymentIntents.provider, 'manual-proof'),
        ),
      ),
  );
  const approvedProofs = first(
    await db
      .select({ total: sql<string>`coalesce(sum(${moneyRequests.amount}), 0)` })
      .from(moneyRequests)
      .innerJoin(loanOrders, eq(loanOrders.id, moneyRequests.orderId))
      .where(and(theirs, eq(moneyRequests.kind, 'proof'), eq(moneyRequests.status, 'approved'))),
  );
  const acts = (kind?: StaffActKind) =>
    db
      .select({ total })
      .from(staffMoneyActs)
      .where(
        and(eq(staffMoneyActs.userId, userId), kind ? eq(staffMoneyActs.kind, kind) : undefined),
      )
      .then(first);
  const byMember = await db
    .select({ role: staff.role, total: sql<string>`sum(${staffMoneyActs.amount})` })
    .from(staffMoneyActs)
    .innerJoin(staff, eq(staff.id, staffMoneyActs.staffId))
    .groupBy(staff.role, staffMoneyActs.staffId);
  const memberMost: Record<string, number> = {};
  for (const m of byMember) memberMost[m.role] = Math.max(memberMost[m.role] ?? 0, Number(m.total));
  return {
    refunded,
    railReceived,
    approvedProofs,
    aloneCredit: await acts('credit'),
    alone: await acts(),
    memberMost,
    aloneWaivers: await acts('waiver'),
  };
}
