/**
 * What a settled payment does to the loan, in the transaction that records the settlement
 * (docs/architecture.md §6). Each effect is booked under the payment's own key, so it happens exactly once:
 * a payout opens the loan (7 → 2), or failed is sent again or fails the loan (payout-failed.ts); a repayment is allocated penalty → fee →
 * interest → principal and finishes the loan when nothing is owed; a rollover fee is income and
 * lets the borrower complete the rollover.
 */
import { allocate, totalOwed } from '../../domain/allocation';
import { startAccrual } from '../../domain/accrual';
import { businessDay, isOnTime } from '../../domain/business-date';
import {
  disbursementEntry,
  refundSettledEntry,
  repaymentEntry,
  rolloverFeeEntry,
} from '../../domain/journal';
import { countsTowardLimit } from '../../domain/ladder';
import { owedOnDueDate } from '../../domain/owed-on-due-date';
import { canRollOver, rolloverQuote } from '../../domain/rollover';
import { inPhase, ORDER_STATUS } from '../../../shared/orders';
import type { Tx } from '../../db/tx';
import { productOfOrder } from '../products';
import { lockOrder, moveOrder, type OrderRow } from '../orders';
import { accrueLoan } from './accrue';
import { applyCarriedCredit } from './carried-credit';
import { closeOpenIntents, type IntentRow } from './intents-repo';
import { postEntry } from './post-entry-repo';
import { insertRollover, orderOwed } from './repo';
import { schedulePayoutSms, scheduleReceipt } from '../sms';
import { payoutFailed } from './payout-failed';

async function payoutSucceeded(
  db: Tx,
  order: OrderRow,
  intent: IntentRow,
  now: number,
): Promise<void> {
  if (
    order.status !== ORDER_STATUS.lending ||
    !order.quote ||
    order.amount === null ||
    order.days === null
  )
    return;
  const booked = await postEntry(
    db,
    order.id,
    `payout:${intent.payOrderId}`,
    disbursementEntry({ loanAmount: order.amount, ...order.quote }),
    now,
  );
  if (!booked) return;
  // The "money sent" SMS, written with the payout: its job reads the rail's receipt number.
  await schedulePayoutSms(
    db,
    { payOrderId: intent.payOrderId, orderId: order.id, payout: 'sent' },
    now,
  );
  const today = businessDay(now, order.country);
  const opened = await moveOrder(db, order, ORDER_STATUS.repaying, 'paid out', now, {
    disbursedAt: new Date(now),
    dueDay: today + order.days,
    accrual: startAccrual(today, order.quote.interestOff ?? 0),
  });
  await applyCarriedCredit(db, opened, now);
}

/** Whether the loan finishing now counts toward a higher limit (product.json limitRaise). */
function climbsLadder(order: OrderRow, onTime: boolean, now: number): boolean {
  const paidOut = order.disbursedAt?.getTime() ?? now;
  return countsTowardLimit(productOfOrder(order).limitRaise, {
    onTime,
    daysHeld: businessDay(now, order.country) - businessDay(paidOut, order.country),
    interestAccrued: order.accrual?.interestBooked ?? 0,
    interestScheduled: order.quote?.interest ?? 0,
  });
}

async function repaymentSucceeded(
  db: Tx,
  order: OrderRow,
  intent: IntentRow,
  now: number,
): Promise<void> {
  const current = await accrueLoan(db, order, productOfOrder(order), now);
  const owed = await orderOwed(db, order.id);
  const split = allocate(intent.amount, owed);
  if (!(await postEntry(db, order.id, `payment:${intent.payOrderId}`, repaymentEntry(split), now)))
    return;
  const left = totalOwed(owed) - (intent.amount - split.excess);
  // The receipt SMS, written with the payment: its job puts it in the outbox. Its amounts are
  // the books' right after this payment, as the screens show them: today's payoff and, while
  // the due date is still ahead, what will be owed by then.
  const dueDay = current.dueDay;
  const dueAhead = left > 0 && dueDay !== null && businessDay(now, current.country) <= dueDay;
  await scheduleReceipt(
    db,
    {
      payOrderId: intent.payOrderId,
      orderId: order.id,
      left,
      ...(dueAhead && {
        dueDay,
        byDueDate: owedOnDueDate(
          left,
          { accrual: current.accrual, principal: owed.principal - split.principal },
          productOfOrder(current),
          dueDay,
        ),
      }),
    },
    now,
  );
  if (left === 0 && inPhase(current.status, 'repaying') && current.dueDay !== null) {
    const onTime = isOnTime(now, current.dueDay, current.country);
    await moveOrder(db, current, ORDER_STATUS.finish, 'repaid', now, {
      finishedAt: new Date(now),
      onTime: onTime ? 1 : 0,
      countsForLimit: climbsLadder(current, onTime, now) ? 1 : 0,
    });
    // Settled: no cashier order of this loan may take money for it any more.
    await closeOpenIntents(db, [order.id], now);
  }
}

async function rolloverFeePaid(
  db: Tx,
  order: OrderRow,
  intent: IntentRow,
  now: number,
): Promise<void> {
  const current = await accrueLoan(db, order, productOfOrder(order), now);
  // The loan can no longer roll over (repaid, or overdue): the money is a repayment instead,
  // allocated to what is owed and any excess held as the borrower's credit.
  if (
    !canRollOver(current.status, current.dueDay, businessDay(now, current.country)) ||
    current.dueDay === null
  )
    return repaymentSucceeded(db, current, intent, now);
  // A rollover whose fee is 0 (nothing left that it is charged on) moves no money, so it books no
  // entry; the rollover row's unique pay order keeps a repeated report from counting twice.
  if (
    intent.amount > 0 &&
    !(await postEntry(
      db,
      order.id,
      `rollover-fee:${intent.payOrderId}`,
      rolloverFeeEntry(intent.amount),
      now,
    ))
  )
    return;
  const { newDueDay } = rolloverQuote(productOfOrder(order), 0, current.dueDay);
  await insertRollover(db, {
    orderId: order.id,
    payOrderId: intent.payOrderId,
    fee: intent.amount,
    oldDueDay: current.dueDay,
    newDueDay,
  });
}

/** A refund payout settled: the reserved credit leaves (paid) or returns to the borrower (failed). */
async function refundSettled(db: Tx, intent: IntentRow, paid: boolean, now: number) {
  await postEntry(
    db,
    intent.orderId,
    `refund-settled:${intent.payOrderId}`,
    refundSettledEntry(intent.amount, paid),
    now,
  );
}

/** Applies the money effect of an intent that just reached a final state. */
export async function settleIntent(
  db: Tx,
  intent: IntentRow,
  outcome: 'succeeded' | 'failed',
  now: number,
): Promise<void> {
  const order = await lockOrder(db, intent.orderId);
  if (!order) return;
  if (intent.purpose === 'refund') return refundSettled(db, intent, outcome === 'succeeded', now);
  if (intent.purpose === 'disburse') {
    if (outcome === 'succeeded') return payoutSucceeded(db, order, intent, now);
    return payoutFailed(db, order, intent, now);
  }
  if (outcome !== 'succeeded') return;
  if (intent.purpose === 'repay') return repaymentSucceeded(db, order, intent, now);
  return rolloverFeePaid(db, order, intent, now);
}
