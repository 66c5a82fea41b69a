/**
 * SQL of the staff windows (staff-windows.ts): the locks a window is counted under, its sums and
 * the acts members booked alone (`staff_money_acts`).
 */
import { and, eq, gt, sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/tx';
import { staffMoneyActs, type StaffActKind } from '../../db/schema';

/** Advisory lock classes: a member's and a borrower's window never share a key. */
const MEMBER_LOCK = 39_001;
const BORROWER_LOCK = 39_002;

async function lockWindow(tx: Tx, lockClass: number, id: number) {
  await tx.execute(sql`select pg_advisory_xact_lock(${lockClass}::int, (${id} % 2147483647)::int)`);
}

/** The member's window, then the borrower's: always in this order, after the loan's row. */
export async function lockWindows(tx: Tx, staffId: number, userId: number): Promise<void> {
  await lockWindow(tx, MEMBER_LOCK, staffId);
  await lockWindow(tx, BORROWER_LOCK, userId);
}

async function sumWhere(tx: Tx, where: SQL | undefined): Promise<number> {
  const [row] = await tx
    .select({ total: sql<string>`coalesce(sum(${staffMoneyActs.amount}), 0)` })
    .from(staffMoneyActs)
    .where(where);
  return Number(row?.total ?? 0);
}

/** The three windows' sums: `kind` on the loan, the member's and the borrower's since their starts. */
export async function windowSums(
  tx: Tx,
  act: { staffId: number; userId: number; orderId: number; kind: StaffActKind },
  starts: { memberDay: number; borrower: number },
) {
  const since = (ms: number) => gt(staffMoneyActs.at, new Date(ms));
  const loan = await sumWhere(
    tx,
    and(eq(staffMoneyActs.orderId, act.orderId), eq(staffMoneyActs.kind, act.kind)),
  );
  const memberDay = await sumWhere(
    tx,
    and(eq(staffMoneyActs.staffId, act.staffId), since(starts.memberDay)),
  );
  const borrower = await sumWhere(
    tx,
    and(eq(staffMoneyActs.userId, act.userId), since(starts.borrower)),
  );
  return { loan, memberDay, borrower };
}

export async function insertAct(tx: Tx, act: typeof staffMoneyActs.$inferInsert): Promise<void> {
  await tx.insert(staffMoneyActs).values(act);
}
