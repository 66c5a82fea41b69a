/**
 * Penalty waiver by staff (`penaltyReduction`): a journal entry that takes the waived penalty
 * back out of income and out of what the borrower owes, capped per role for all the loan's
 * waivers together, never above the penalty owed. The entry's key names the staff member; the reason is in the audit log beside it.
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { loanOrders } from '../../db/schema';
import type { Entry } from '../../domain/journal';
import type { ServerDeps } from '../../types';
import { orderOwed, penaltyTotals, postEntry } from '../ledger/repo';
import { lockOrder } from '../orders/repo';
import { audit } from './audit';
import type { StaffIdentity } from './auth-service';
import { WAIVER_CAP } from './permissions';

export class WaiverError extends Error {
  constructor(readonly reason: 'badInput' | 'overCap' | 'overOwed' | 'notFound') {
    super(reason);
  }
}

export const waiverEntry = (amount: number): Entry => ({
  kind: 'waiver',
  lines: [
    { account: 'income:penalty', amount },
    { account: 'receivable:penalty', amount: -amount },
  ],
});

export async function waivePenalty(
  deps: Pick<ServerDeps, 'db' | 'clock'>,
  staff: StaffIdentity,
  input: { orderNo: string; amount: number; reason: string; ip: string },
): Promise<{ penaltyLeft: number }> {
  const { amount, reason } = input;
  if (!Number.isSafeInteger(amount) || amount < 1 || !reason.trim() || reason.length > 500)
    throw new WaiverError('badInput');
  const cap = WAIVER_CAP[staff.role];
  if (cap !== null && amount > cap) throw new WaiverError('overCap');
  const now = deps.clock();
  const left = await deps.db.transaction(async (tx) => {
    const [found] = await tx
      .select({ id: loanOrders.id })
      .from(loanOrders)
      .where(eq(loanOrders.orderNo, input.orderNo));
    const order = found && (await lockOrder(tx, found.id));
    if (!order) throw new WaiverError('notFound');
    const owed = await orderOwed(tx, order.id);
    if (amount > owed.penalty) throw new WaiverError('overOwed');
    // The cap holds for the loan's waivers together: ten small ones cannot pass one large cap.
    const { waived } = await penaltyTotals(tx, order.id);
    if (cap !== null && waived + amount > cap) throw new WaiverError('overCap');
    await postEntry(
      tx,
      order.id,
      // Each waiver is its own entry: two in the same millisecond must not collapse into one.
      `waiver:${order.orderNo}:staff${staff.id}:${now}:${randomUUID()}`,
      waiverEntry(amount),
      now,
    );
    return owed.penalty - amount;
  });
  await audit(
    deps,
    staff.id,
    'waiver.post',
    `order:${input.orderNo}`,
    { amount, reason: reason.trim() },
    input.ip,
  );
  return { penaltyLeft: left };
}
