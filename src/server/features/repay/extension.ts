/**
 * Rollover (spec §4): the terms, then — once the fee is paid — the borrower completes it and the
 * due date moves 7 days. Completing twice moves it once (the rollover row is applied once).
 */
import { and, eq, isNull } from 'drizzle-orm';
import { ApiError } from '../../api-error';
import { endOfBusinessDay } from '../../domain/business-date';
import { rolloverQuote } from '../../domain/rollover';
import { paymentIntents, rollovers } from '../../db/schema';
import type { ServerDeps } from '../../types';
import { lockOrder } from '../orders/repo';
import { patchOrder } from '../orders/state';
import { seconds } from '../loans/views';
import type { Standing } from './standing';

type Deps = Pick<ServerDeps, 'db' | 'clock'>;

export async function extensionData(deps: Deps, s: Standing) {
  if (s.order.dueDay === null) throw new ApiError('extensionUnavailable');
  const q = rolloverQuote(s.product, s.amountDue, s.order.dueDay);
  const [paid] = await deps.db
    .select()
    .from(rollovers)
    .where(and(eq(rollovers.orderId, s.order.id), isNull(rollovers.appliedAt)))
    .limit(1);
  const [open] = await deps.db
    .select({ payOrderId: paymentIntents.payOrderId })
    .from(paymentIntents)
    .where(
      and(
        eq(paymentIntents.orderId, s.order.id),
        eq(paymentIntents.purpose, 'extension'),
        eq(paymentIntents.status, 'submitted'),
      ),
    )
    .limit(1);
  const payOrderId = paid?.payOrderId ?? open?.payOrderId;
  return {
    orderNo: s.order.orderNo,
    extensionFee: paid?.fee ?? q.fee,
    days: s.product.rolloverDays,
    dueDate: seconds(endOfBusinessDay(s.order.dueDay)),
    newDueDate: seconds(endOfBusinessDay(paid?.newDueDay ?? q.newDueDay)),
    amountDue: s.amountDue,
    ...(payOrderId ? { payOrderId } : {}),
    feePaid: paid !== undefined,
  };
}

export async function completeExtension(deps: Deps, s: Standing, payOrderId: string) {
  const now = deps.clock();
  return deps.db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(rollovers)
      .where(eq(rollovers.payOrderId, payOrderId))
      .for('update')
      .limit(1);
    if (!row || row.orderId !== s.order.id) throw new ApiError('extensionFeeUnpaid');
    const order = await lockOrder(tx, s.order.id);
    if (!order || order.dueDay === null) throw new ApiError('extensionUnavailable');
    if (!row.appliedAt) {
      // The due date moves from where it is now, so a rollover paid before another completes stacks.
      const newDueDay = order.dueDay + (row.newDueDay - row.oldDueDay);
      await patchOrder(tx, order.id, { dueDay: newDueDay }, now);
      await tx
        .update(rollovers)
        .set({ appliedAt: new Date(now), newDueDay })
        .where(eq(rollovers.id, row.id));
      return { dueDate: seconds(endOfBusinessDay(newDueDay)) };
    }
    return { dueDate: seconds(endOfBusinessDay(order.dueDay)) };
  });
}
