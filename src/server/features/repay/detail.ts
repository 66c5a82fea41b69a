/** The repayment screen's order (docs/product.md §3 "Loan order display"). */
import type { EndpointTypes } from '../../../shared/contract/types.gen';
import { businessDay, endOfBusinessDay, overdueDays } from '../../domain/business-date';
import { canRollOver } from '../../domain/rollover';
import type { ServerDeps } from '../../types';
import { ORDER_STATUS } from '../../../shared/orders';
import { orderQuote, overdueSince, pricingView, seconds } from '../loans';
import { planForBorrower } from '../payment-plans';
import { findWallet } from '../wallet';
import { channelsOf } from './channels';
import type { Balance, Standing } from './standing';

type LoanOrder = EndpointTypes['repaymentDetail']['response'];

/** 255712345678 → +255 7•••••678: enough for the borrower to recognise it. */
export function maskMobile(e164: string): string {
  return e164.length > 7
    ? `${e164.slice(0, 5)}${'•'.repeat(e164.length - 8)}${e164.slice(-3)}`
    : e164;
}

/** The smallest part payment: the product minimum, or everything left when less is due. */
export function minRepay(s: Balance): number {
  return Math.min(s.product.minRepayAmount, s.amountDue);
}

export async function loanOrderView(
  deps: Pick<ServerDeps, 'db' | 'clock' | 'log'>,
  s: Standing,
): Promise<LoanOrder> {
  const now = deps.clock();
  const q = orderQuote(s.product, s.order, now);
  if (!q) throw new Error('order has no terms yet');
  const wallet = await findWallet(deps.db, s.order.userId);
  const due = s.order.dueDay ?? q.dueDay;
  const plan = await planForBorrower(deps, s.order);
  return {
    orderNo: s.order.orderNo,
    status: s.order.status as LoanOrder['status'],
    productName: s.product.name,
    currency: s.product.currency,
    ...pricingView(s.product, { ...q, ...(s.order.quote ?? {}), dueAt: q.dueAt }),
    // As of today, from the journal (repayAmount stays the signed total to the due date).
    interest: s.interestToDate,
    dueDate: seconds(endOfBusinessDay(due, s.order.country)),
    phase: 1,
    phases: 1,
    overdueDays: overdueDays(now, due, s.order.country),
    penalty: s.penalty.charged,
    credit: s.credit,
    ...(s.pending > 0 && wallet
      ? { pending: { amount: s.pending, bankCode: wallet.bankCode } }
      : {}),
    penaltyReduction: s.penalty.waived,
    amountRepaid: s.amountRepaid,
    amountDue: s.amountDue,
    owedOnDueDate: s.owedOnDueDate,
    ...(s.order.status === ORDER_STATUS.overdue
      ? { overdueSince: overdueSince(due, s.order.country) }
      : {}),
    minRepayAmount: minRepay(s),
    totalLoanLine: s.order.creditLimit,
    repaymentMobile: wallet ? maskMobile(wallet.account) : '',
    bankCode: wallet?.bankCode ?? 'mpesa',
    canExtend:
      plan?.status !== 'active' &&
      canRollOver(s.order.status, s.order.dueDay, businessDay(now, s.order.country)),
    extensionDays: s.product.rolloverDays,
    channels: channelsOf(s.order.country).map(({ guides, ...c }) => ({
      ...c,
      ...(guides ? { guides: [...guides] } : {}),
    })),
    ...(plan ? { paymentPlan: plan } : {}),
  };
}
