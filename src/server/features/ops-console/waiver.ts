/**
 * Penalty waiver by staff (`penaltyReduction`): a journal entry that takes the waived penalty
 * back out of income and out of what the borrower owes, never above the penalty owed. Within the
 * maker's windows (the loan's waivers booked alone together, the member's day, the borrower's
 * window: schemas/<cc>/staff-limits.json, decision 0039) it is booked at once; above, it waits for a checker of another role (money-checks.ts) and books nothing. The
 * entry carries the staff member and the reason.
 */
import { randomUUID } from 'node:crypto';
import { ApiError } from '../../api-error';
import { waiverEntry } from '../../domain/journal';
import type { ServerDeps } from '../../types';
import { orderOwed, postEntry } from '../ledger';
import { lockOrder } from '../orders';
import { auditInTx } from './audit';
import type { StaffIdentity } from './auth-service';
import { orderRefOf } from './book-repo';
import { askChecker } from './money-checks';
import { pendingAmount } from './money-requests-repo';
import { recordAlone, roomFor, windowEvidence } from './staff-windows';

export type WaiverResult =
  | { readonly penaltyLeft: number }
  | { readonly waiting: { readonly requestId: number; readonly amount: number } };

export async function waivePenalty(
  deps: Pick<ServerDeps, 'db' | 'clock'>,
  staff: StaffIdentity,
  input: { orderNo: string; amount: number; reason: string; ip: string },
): Promise<WaiverResult> {
  const { amount } = input;
  const reason = input.reason.trim();
  if (!Number.isSafeInteger(amount) || amount < 1 || !reason || reason.length > 500)
    throw new ApiError('badInput');
  const now = deps.clock();
  const target = `order:${input.orderNo}`;
  const result = await deps.db.transaction(async (tx): Promise<WaiverResult> => {
    const found = await orderRefOf(tx, input.orderNo);
    const order = found && (await lockOrder(tx, found.id));
    if (!order) throw new ApiError('notFound');
    const owed = await orderOwed(tx, order.id);
    const waiting = await pendingAmount(tx, order.id, 'waiver');
    if (amount + waiting > owed.penalty) throw new ApiError('overOwed');
    // The limits are sums: the loan's waivers together, the member's day, the borrower's window;
    // ten small ones cannot pass one large one.
    const room = await roomFor(tx, staff, order, 'waiver', now);
    if (amount > room.amount) {
      const evidence = {
        penaltyOwed: owed.penalty,
        waivedBefore: room.counted.loan,
        makerLimit: room.limits.loan,
        ...windowEvidence(room),
      };
      const ask = { kind: 'waiver' as const, orderId: order.id, amount, maker: staff, reason };
      const request = await askChecker(tx, { ...ask, evidence }, now);
      const detail = { amount, reason, requestId: request.id };
      await auditInTx(tx, deps, staff.id, 'waiver.request', target, detail, input.ip);
      return { waiting: { requestId: request.id, amount } };
    }
    await postEntry(
      tx,
      order.id,
      // Each waiver is its own entry: two in the same millisecond must not collapse into one.
      `waiver:${order.orderNo}:staff${staff.id}:${now}:${randomUUID()}`,
      waiverEntry(amount),
      now,
      { staffId: staff.id, note: reason },
    );
    await recordAlone(tx, staff, order, 'waiver', amount, now);
    await auditInTx(tx, deps, staff.id, 'waiver.post', target, { amount, reason }, input.ip);
    return { penaltyLeft: owed.penalty - amount };
  });
  return result;
}
