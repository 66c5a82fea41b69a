/**
 * The borrower's word that a payment plan waits for them: once a second member of staff
 * approves a plan, an SMS in the borrower's language says it is ready in the app and the last day
 * it may be accepted. It names no amount: the plan's total is what is owed on the day the borrower
 * opens it. A borrower flagged not to be contacted (deceased, asked not to be) gets no message;
 * the plan still waits in the app. A loan that owes nothing by then gets none either.
 */
import type { Db } from '../../db/client';
import { borrowerDateText } from '../../domain/business-date';
import * as collections from '../debt-collections';
import { acceptByDay, type PlanRow } from '../payment-plans';
import { queueSms, smsLanguage, type WriteDeps } from '../sms';

/** Queues the notice of an approved plan in the transaction that approves it; its outbox id. */
export async function queuePlanNotice(
  tx: Db,
  deps: WriteDeps,
  plan: PlanRow,
): Promise<number | undefined> {
  const loan = await collections.queueLoan(tx, { id: plan.orderId });
  // A loan paid off since the proposal has no plan to show: the app offers none, so neither do we.
  const acceptBy = loan && acceptByDay(plan, loan.country);
  if (!loan || loan.noContact || loan.owed <= 0 || acceptBy === undefined) return undefined;
  return queueSms(tx, deps, {
    key: `plan:waiting:${plan.id}`,
    mobile: loan.mobile,
    lang: smsLanguage(loan.country, loan.lang),
    userId: loan.userId,
    orderId: loan.orderId,
    template: 'plan.waiting',
    values: { orderNo: loan.orderNo, date: borrowerDateText(acceptBy) },
  });
}
