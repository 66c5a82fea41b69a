/** Calls served by src/server/features/repay: the borrower's order lists, repayment, rollover, receipts, credit (docs/product.md §7). */
import { endpoint, object } from './define';
import {
  currency,
  days,
  epochSeconds,
  id,
  money,
  orderNo,
  page,
  pageSize,
  payOrderId,
  url,
} from './fields';
import { loanOrder, orderPage, orderSummary } from './order-fields';
import { pendingPayment } from './order-money-moving';

const byOrder = object({ orderNo });
const paging = object({ page, pageSize }, []);

/*
 * Receipts and the overpayment credit (issue: a payment must show how it was split, and money paid
 * after the debt was gone must be shown and returned). All amounts come from the journal.
 */

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
    providerTxnId: {
      type: 'string',
      maxLength: 64,
      description:
        "The wallet provider's transaction id (M-Pesa receipt, Selcom transid), once known",
    },
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

/** How a payment was applied, in the order money is applied, and any excess held as credit. */
const allocation = object(
  { penalty: money, fee: money, interest: money, principal: money, credit: money },
  ['penalty', 'fee', 'interest', 'principal', 'credit'],
);

/** The kinds of a statement line, in the order the totals list them (domain/statement.ts). */
export const STATEMENT_KINDS = [
  'principal',
  'fee',
  'tax',
  'payout',
  'interest',
  'penalty',
  'rolloverFee',
  'payment',
  'carriedCredit',
  'waiver',
  'writeOff',
  'refund',
  'creditCarried',
  'paymentPlan',
] as const;

/** One line of the statement of account (src/server/domain/statement.ts). */
const statementLine = object(
  {
    kind: {
      type: 'string',
      enum: [...STATEMENT_KINDS],
      description:
        'principal, interest, penalty: owed; fee, tax: kept back from the payout; payout: sent to the wallet; rolloverFee: charged and paid at once; payment, carriedCredit: paid (see allocation); waiver, writeOff: taken off by the lender; refund, creditCarried: overpayment returned or moved to the next loan; paymentPlan: what was owed moved onto the dates of an accepted payment plan (the balance is unchanged)',
    },
    at: { ...epochSeconds, description: 'When it was booked' },
    fromDate: { ...epochSeconds, description: 'Interest and penalty: the first day covered' },
    toDate: { ...epochSeconds, description: 'Interest and penalty: the last day covered' },
    reference: { type: 'string', maxLength: 64, description: 'The payment order, if any' },
    amount: money,
    allocation,
    balance: { ...money, description: 'Owed on the loan right after this line' },
    credit: { ...money, description: 'Overpayment held for the borrower after this line' },
  },
  ['kind', 'at', 'amount', 'balance', 'credit'],
);

const statementTotals = object(
  {
    ...Object.fromEntries(STATEMENT_KINDS.map((k) => [k, money])),
    allocated: { ...allocation, description: 'What the payments paid off, per component' },
  },
  [...STATEMENT_KINDS, 'allocated'],
);

export const repay = {
  loanMarketLendingRecord: endpoint({
    method: 'GET',
    path: '/loanMarket/lending-record',
    auth: true,
    summary: 'Disbursed loans of the borrower, newest first (records tab)',
    request: paging,
    response: orderPage,
  }),
  loanMarketRepayProducts: endpoint({
    method: 'GET',
    path: '/loanMarket/repay/products',
    auth: true,
    summary: 'Orders with money still to repay',
    response: object({ list: { type: 'array', items: orderSummary } }),
  }),
  loanOrderListMarket: endpoint({
    method: 'GET',
    path: '/loan/loan-order/list-market',
    auth: true,
    summary: 'Every order of the borrower, incomplete and rejected ones included',
    request: paging,
    response: orderPage,
  }),
  getExtensionData: endpoint({
    method: 'GET',
    path: '/repay/getExtensionData',
    auth: true,
    summary:
      "Rollover terms: the fee, and the due date moved the product's days (debt not reduced)",
    request: byOrder,
    response: object(
      {
        orderNo,
        extensionFee: money,
        days: { ...days, description: "Days the due date moves (the product's rolloverDays)" },
        dueDate: epochSeconds,
        newDueDate: epochSeconds,
        amountDue: money,
        payOrderId: { ...payOrderId, description: 'The open rollover payment, if any' },
        feePaid: { type: 'boolean', description: 'The fee is paid: the borrower may complete' },
      },
      ['orderNo', 'extensionFee', 'days', 'dueDate', 'newDueDate', 'amountDue', 'feePaid'],
    ),
  }),
  confirmExtensionOrder: endpoint({
    method: 'GET',
    path: '/repay/confirmExtensionOrder',
    auth: true,
    summary: "Completes a paid rollover: moves the due date the product's days (app only)",
    request: object({ orderNo, payOrderId }),
    response: object({ dueDate: epochSeconds }),
  }),
  repaymentDetail: endpoint({
    method: 'GET',
    path: '/portal/repayment/detail',
    auth: true,
    summary: 'The order to repay, with what is due and the payment channels',
    request: byOrder,
    response: loanOrder,
  }),
  repaymentConfirm: endpoint({
    method: 'POST',
    path: '/portal/repayment/confirm',
    auth: true,
    summary: 'Opens a cashier payment (repayment or rollover fee) on a channel',
    request: object(
      {
        orderNo,
        channelId: id,
        purpose: { type: 'string', enum: ['repay', 'extension'] },
        amount: {
          // A number, not an integer: the server answers a fraction with §5's own message.
          type: 'number',
          minimum: 0,
          description:
            "Minor units of the currency (an integer, else amountNotInteger); at least the product's minRepayAmount. Ignored for a rollover fee",
        },
        idempotencyKey: {
          type: 'string',
          minLength: 16,
          maxLength: 64,
          pattern: '^[A-Za-z0-9_-]+$',
          description:
            'Random, made by the app once per payment the borrower starts and sent again with every retry of it: the same key returns the same payment order (another amount, purpose or channel under it: payKeyReused)',
        },
      },
      ['orderNo', 'channelId', 'purpose', 'amount'],
    ),
    response: object(
      {
        payOrderId,
        amount: money,
        expiresAt: { ...epochSeconds, description: 'The cashier order times out then' },
        payUrl: { ...url, description: 'Online channel: page to open' },
        billReference: { type: 'string', description: 'Bill channel: the reference to pay to' },
      },
      ['payOrderId', 'amount', 'expiresAt'],
    ),
  }),
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
    response: object(
      { list: { type: 'array', items: receipt }, credit: creditState, pending: pendingPayment },
      ['list', 'credit'],
    ),
  }),
  repaymentReceipt: endpoint({
    method: 'GET',
    path: '/portal/repayment/receipt',
    auth: true,
    summary: 'One payment receipt',
    request: object({ orderNo, payOrderId }),
    response: receipt,
  }),
  repaymentStatement: endpoint({
    method: 'GET',
    path: '/portal/repayment/statement',
    auth: true,
    summary:
      'The statement of account of one loan: every charge and payment with its allocation and the running balance, from the journal',
    request: object({ orderNo }),
    response: object(
      {
        orderNo,
        currency,
        generatedAt: epochSeconds,
        lines: { type: 'array', items: statementLine },
        totals: statementTotals,
        balance: { ...money, description: 'Owed now' },
        credit: { ...money, description: 'Overpayment held for the borrower now' },
      },
      ['orderNo', 'currency', 'generatedAt', 'lines', 'totals', 'balance', 'credit'],
    ),
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
