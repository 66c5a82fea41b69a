/**
 * Rollover (docs/product.md §4): the terms, then — once the fee is paid — the borrower completes it and the
 * due date moves 7 days, and the fee's receipt SMS says the new due date. Completing twice moves
 * it once and sends one receipt (the rollover row is applied once).
 */
import { ApiError } from '../../api-error';
import { businessDay, endOfBusinessDay } from '../../domain/business-date';
import { owedOnDueDate } from '../../domain/owed-on-due-date';
import { canRollOver, rolloverQuote, type RolloverQuote } from '../../domain/rollover';
import type { ServerDeps } from '../../types';
import { closeOpenIntents, findSubmittedFee } from '../ledger';
import { lockOrder, patchOrder } from '../orders';
import { seconds } from '../loans';
import { scheduleReceipt } from '../sms';
import { findUnappliedRollover, lockRollover, markRolloverApplied } from './repo';
import type { Balance, Standing } from './standing';

type Deps = Pick<ServerDeps, 'db' | 'clock'>;

/** The native shell's platform marker (docs/native-bridge.md); the web sends `web`. */
const APP_PLATFORMS: ReadonlySet<string> = new Set(['android', 'ios']);

/** docs/product.md §4: rollover only in the app ('To avoid misuse, please apply in the APP'). */
export function requireApp(platform: string | string[] | undefined): void {
  if (typeof platform !== 'string' || !APP_PLATFORMS.has(platform.toLowerCase()))
    throw new ApiError('applyInApp');
}

/** The rollover the loan may take today under the product's rules, or extensionUnavailable. */
export function rolloverTerms(s: Balance, now: number): RolloverQuote & { dueDay: number } {
  const today = businessDay(now, s.order.country);
  // A loan on a payment plan follows the plan's dates: no rollover moves them (accrual paused).
  const onPlan = s.order.accrual?.paused === true;
  if (onPlan || !canRollOver(s.order.status, s.order.dueDay, today) || s.order.dueDay === null)
    throw new ApiError('extensionUnavailable');
  return {
    ...rolloverQuote(s.product, s.owed.principal, s.order.dueDay, today),
    dueDay: s.order.dueDay,
  };
}

export async function extensionData(deps: Deps, s: Standing) {
  const paid = await findUnappliedRollover(deps.db, s.order.id);
  const open = await findSubmittedFee(deps.db, s.order.id);
  const payOrderId = paid?.payOrderId ?? open?.payOrderId;
  // A fee already paid may still be completed; otherwise the loan must qualify today.
  const q = paid
    ? { fee: paid.fee, newDueDay: paid.newDueDay, dueDay: paid.oldDueDay }
    : rolloverTerms(s, deps.clock());
  return {
    orderNo: s.order.orderNo,
    extensionFee: q.fee,
    days: s.product.rolloverDays,
    dueDate: seconds(endOfBusinessDay(q.dueDay, s.order.country)),
    newDueDate: seconds(endOfBusinessDay(q.newDueDay, s.order.country)),
    amountDue: s.amountDue,
    ...(payOrderId ? { payOrderId } : {}),
    feePaid: paid !== undefined,
  };
}

export async function completeExtension(deps: Deps, s: Standing, payOrderId: string) {
  const now = deps.clock();
  return deps.db.transaction(async (tx) => {
    const row = await lockRollover(tx, payOrderId);
    if (!row || row.orderId !== s.order.id) throw new ApiError('extensionFeeUnpaid');
    const order = await lockOrder(tx, s.order.id);
    if (!order || order.dueDay === null) throw new ApiError('extensionUnavailable');
    if (!row.appliedAt) {
      // The due date moves from where it is now (so a rollover paid before another completes
      // stacks), and never from a day already past.
      const today = businessDay(now, order.country);
      const newDueDay = Math.max(order.dueDay, today) + (row.newDueDay - row.oldDueDay);
      await patchOrder(tx, order.id, { dueDay: newDueDay }, now);
      // Rolled over: the cashier orders opened before it have lost their purpose.
      await closeOpenIntents(tx, [order.id], now);
      await markRolloverApplied(tx, row.id, newDueDay, new Date(now));
      // The fee's receipt with the due date it moved the loan to, and what is owed by then and
      // today as the screens will show them (the fee is income: it leaves the debt as it was).
      const byDueDate = owedOnDueDate(
        s.amountDue,
        { accrual: order.accrual, principal: s.owed.principal },
        s.product,
        newDueDay,
      );
      await scheduleReceipt(
        tx,
        {
          payOrderId,
          orderId: order.id,
          left: s.amountDue,
          rollover: true,
          dueDay: newDueDay,
          byDueDate,
        },
        now,
      );
      return { dueDate: seconds(endOfBusinessDay(newDueDay, order.country)) };
    }
    return { dueDate: seconds(endOfBusinessDay(order.dueDay, order.country)) };
  });
}
