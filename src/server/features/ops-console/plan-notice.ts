/**
 * The borrower's word that a payment plan waits for them (issue 35): once a second member of staff
 * approves a plan, an SMS in the borrower's language says it is ready in the app and the last day
 * it may be accepted. It names no amount: the plan's total is what is owed on the day the borrower
 * opens it. A borrower flagged not to be contacted (deceased, asked not to be) gets no message;
 * the plan still waits in the app. A loan that owes nothing by then gets none either.
 */
import type { Db } from '../../db/client';
import { businessDateText, businessDay } from '../../domain/business-date';
import * as collections from '../debt-collections';
import type { PlanRow } from '../payment-plans';
import { productOf } from '../products';
import { queueSms, smsLanguage, type WriteDeps } from '../sms';
import { orderNoOf } from './book-repo';

/** Queues the notice of an approved plan in the transaction that approves it; its outbox id. */
export async function queuePlanNotice(
  tx: Db,
  deps: WriteDeps,
  plan: PlanRow,
): Promise<number | undefined> {
  const orderNo = await orderNoOf(tx, plan.orderId);
  const loan = orderNo === undefined ? undefined : await collections.queueLoan(tx, orderNo);
  // A loan paid off since the proposal has no plan to show: the app offers none, so neither do we.
  if (!loan || loan.noContact || loan.owed <= 0 || !plan.approvedAt) return undefined;
  // The last day the app accepts it: the day of approval and the product's days to accept.
  const approvedDay = businessDay(plan.approvedAt.getTime(), loan.country);
  const acceptBy = approvedDay + productOf(loan.country).paymentPlan.acceptDays;
  return queueSms(tx, deps, {
    key: `plan:waiting:${plan.id}`,
    mobile: loan.mobile,
    lang: smsLanguage(loan.country, loan.lang),
    userId: loan.userId,
    orderId: loan.orderId,
    template: 'plan.waiting',
    values: { orderNo: loan.orderNo, date: businessDateText(acceptBy) },
  });
}
