/**
 * Receipts and the overpayment credit (issue: a payment must show how it was split, and money paid
 * after the debt was gone must be shown and returned). All amounts come from the journal.
 */
import { endpoint, object } from './define';
import { currency, epochSeconds, money, orderNo, payOrderId } from './fields';

/** One payment as booked: its allocation, the rollover fee as its own line, and what was left. */
export const receipt = object(
  {
    payOrderId: { ...payOrderId, description: 'The payment; for a carried credit, its source' },
    kind: {
      type: 'string',
      enum: ['repayment', 'rollover', 'carriedCredit'],
      description:
        'A repayment, a rollover fee, or credit from an earlier loan applied to this one',
    },
    paidAt: epochSeconds,
    currency,
    amount: { ...money, description: 'Everything received' },
    penalty: money,
    fee: money,
    interest: money,
    principal: money,
    rolloverFee: { ...money, description: 'The 7-day rollover fee: income, not a repayment' },
    credit: { ...money, description: 'Paid beyond what was owed: held as the borrower credit' },
    balanceAfter: { ...money, description: 'Owed on the loan right after this payment' },
  },
  [
    'payOrderId',
    'kind',
    'paidAt',
    'currency',
    'amount',
    'penalty',
    'fee',
    'interest',
    'principal',
    'rolloverFee',
    'credit',
    'balanceAfter',
  ],
);

const creditState = object(
  {
    credit: { ...money, description: 'Held for the borrower, not yet returned' },
    refunding: { ...money, description: 'On its way to the wallet (refund payout pending)' },
    refunded: { ...money, description: 'Paid back to the wallet' },
    carried: { ...money, description: 'Put towards the next loan, applied at its payout' },
  },
  ['credit', 'refunding', 'refunded', 'carried'],
);

export const receipts = {
  repaymentStatus: endpoint({
    method: 'GET',
    path: '/portal/repayment/status',
    auth: true,
    summary: 'Live state of a cashier payment order, checked again by an open cashier page',
    request: object({ orderNo, payOrderId }),
    response: object({
      payOrderId,
      status: {
        type: 'string',
        enum: ['pending', 'paid', 'failed', 'expired'],
        description: 'expired: its 30 minutes ran out, or the loan it was for was settled',
      },
      amount: money,
      expiresAt: { ...epochSeconds, description: 'The payment order times out then' },
    }),
  }),
  repaymentReceipts: endpoint({
    method: 'GET',
    path: '/portal/repayment/receipts',
    auth: true,
    summary: 'Every payment of an order with its allocation, oldest first, and its credit',
    request: object({ orderNo }),
    response: object({ list: { type: 'array', items: receipt }, credit: creditState }),
  }),
  repaymentReceipt: endpoint({
    method: 'GET',
    path: '/portal/repayment/receipt',
    auth: true,
    summary: 'One payment receipt',
    request: object({ orderNo, payOrderId }),
    response: receipt,
  }),
  repaymentCredit: endpoint({
    method: 'POST',
    path: '/portal/repayment/credit',
    auth: true,
    summary:
      "The borrower's choice for an overpayment: refund to the wallet or use on the next loan",
    request: object({ orderNo, choice: { type: 'string', enum: ['refund', 'nextLoan'] } }, [
      'orderNo',
      'choice',
    ]),
    response: creditState,
  }),
} as const;
