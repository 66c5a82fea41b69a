/** Loan order and product shapes shared by the loan, repayment and home calls (docs/product.md §3). */
import { object, type JsonSchema } from './define';
import {
  bankCode,
  currency,
  days,
  epochSeconds,
  id,
  money,
  orderNo,
  orderStatus,
  percent,
  text,
} from './fields';
import { bureauNotice } from './order-bureau-notice';
import { payoutFailed, payoutOnItsWay, pendingPayment } from './order-money-moving';

/** A product the borrower may apply for, with its limits (docs/architecture.md §1: stated terms are caps). */
export const product: JsonSchema = object(
  {
    productId: id,
    name: text(100),
    currency,
    minAmount: money,
    maxAmount: money,
    stepAmount: { ...money, description: 'Amounts go from minAmount to maxAmount in this step' },
    terms: { type: 'array', items: days, description: 'Tenure options in days' },
    interestRatePerDay: { ...percent, description: 'Percent per day on the reducing balance' },
    feeRate: { ...percent, description: 'Upfront processing fee, percent of principal' },
    feeTaxRate: { ...percent, description: 'Tax on the fee, percent of the fee (0: none)' },
    penaltyRatePerDay: { ...percent, description: 'Percent per day on overdue principal' },
    rolloverDays: { ...days, description: 'Days a rollover moves the due date' },
  },
  [
    'productId',
    'name',
    'currency',
    'minAmount',
    'maxAmount',
    'stepAmount',
    'terms',
    'interestRatePerDay',
    'feeRate',
    'feeTaxRate',
    'penaltyRatePerDay',
  ],
);

/** What an owing order owes, from the journal (records, Home and the repayment screen). */
const owedOnDueDate: JsonSchema = {
  ...money,
  description:
    'Owing orders: what will be owed at the end of the due date if nothing more is paid ' +
    "(principal, interest to the due date, charges; today's balance once overdue)",
};
const overdueSince: JsonSchema = {
  ...epochSeconds,
  description: 'Overdue orders: the first overdue day',
};
const owedNow: Record<string, JsonSchema> = {
  amountDue: {
    ...money,
    description: 'Owing orders: what closes the loan today, from the journal',
  },
  owedOnDueDate,
  overdueSince,
};

/** One line of a list of orders (records, home). */
export const orderSummary: JsonSchema = object(
  {
    orderNo,
    status: orderStatus,
    productName: text(100),
    currency,
    loanAmount: { ...money, description: 'Principal' },
    repayAmount: { ...money, description: 'The signed total to the due date (the agreement)' },
    ...owedNow,
    pending: pendingPayment,
    payout: payoutOnItsWay,
    payoutFailed,
    bureauNotice,
    days: { ...days, description: 'Duration in days' },
    dueDate: { ...epochSeconds, description: 'Set once disbursed' },
    disbursedAt: { ...epochSeconds, description: 'When the money was sent; set once disbursed' },
    creditLimit: { ...money, description: "The borrower's limit when this order was opened" },
    createdAt: epochSeconds,
  },
  [
    'orderNo',
    'status',
    'productName',
    'currency',
    'loanAmount',
    'repayAmount',
    'days',
    'createdAt',
  ],
);

/**
 * The pricing of a loan (docs/architecture.md §1): what the borrower receives, repays, when, and what it costs.
 * disbursalAmount = loanAmount − fee − feeTax; totalCostOfCredit = repayAmount − disbursalAmount.
 */
const pricingProperties: Record<string, JsonSchema> = {
  loanAmount: { ...money, description: 'Principal' },
  fee: { ...money, description: 'Processing (admin/service) fee, deducted upfront' },
  feeTax: { ...money, description: "Tax on the fee (the product's rate), deducted upfront" },
  interest: { ...money, description: 'Interest to the due date' },
  disbursalAmount: { ...money, description: 'Paid into the wallet: principal − fee − tax' },
  repayAmount: { ...money, description: 'Principal + interest, due on dueDate' },
  totalCostOfCredit: { ...money, description: 'repayAmount − disbursalAmount' },
  apr: { ...percent, description: 'Annual percentage rate from net cash received vs repaid' },
  days: { ...days, description: 'Duration in days' },
  dueDate: { ...epochSeconds, description: 'Due date (end of that local day is on time)' },
  interestRatePerDay: { ...percent, description: 'Percent per day' },
  penaltyRatePerDay: { ...percent, description: 'Percent per day on overdue principal' },
};

/** The confirm quote: the pricing plus what a coupon took off (fee and interest are net of it). */
export const pricing: JsonSchema = object({
  ...pricingProperties,
  feeOff: { ...money, description: 'Taken off the fee by a coupon' },
  interestOff: { ...money, description: 'Taken off the interest by a coupon' },
});

/** A repayment channel of the cashier (online wallet push or bill payment with a reference). */
export const payChannel: JsonSchema = object(
  {
    channelId: id,
    name: text(100),
    kind: { type: 'string', enum: ['online', 'bill'] },
    businessNumber: { type: 'string', description: 'Bill: the business number to pay to' },
    guides: {
      type: 'array',
      items: { type: 'string', enum: ['bill', 'qr', 'instapay'] },
      description: 'Bill: the step-by-step guides that apply',
    },
    phoneSteps: {
      type: 'string',
      enum: ['pinPrompt', 'paymentPage'],
      description: 'Online: what the borrower does on the phone after Pay',
    },
  },
  ['channelId', 'name', 'kind'],
);

/** The full order as the repayment screen shows it (docs/product.md §3 "Loan order display"). */
export const planId = { type: 'integer', minimum: 1, description: 'The plan' } as const;

/** The plan's key facts: every instalment with its date and amount, and their total. */
export const paymentPlan = object(
  {
    id: planId,
    kind: {
      type: 'string',
      enum: ['instalments', 'dueDateMove'],
      description: 'Instalments, or one payment on a later due date',
    },
    status: {
      type: 'string',
      enum: ['approved', 'active'],
      description: 'approved: waiting for the borrower to accept; active: accepted and booked',
    },
    currency,
    total: {
      ...money,
      description: 'What is owed today: the plan adds no fee, interest or penalty',
    },
    instalments: {
      type: 'array',
      items: object({
        dueDate: { ...epochSeconds, description: 'The end of the day it is due by' },
        amount: money,
      }),
    },
    acceptBy: { ...epochSeconds, description: 'An approved plan may be accepted until then' },
  },
  ['id', 'kind', 'status', 'currency', 'total', 'instalments'],
);

export const loanOrder: JsonSchema = object(
  {
    orderNo,
    status: orderStatus,
    productName: text(100),
    currency,
    ...pricingProperties,
    interest: { ...money, description: 'Interest accrued from the payout to today' },
    repayAmount: { ...money, description: 'The signed total to the due date (the agreement)' },
    phase: { type: 'integer', minimum: 1, description: 'Instalment number; 1 for one payment' },
    phases: { type: 'integer', minimum: 1, description: 'Number of instalments' },
    overdueDays: days,
    penalty: { ...money, description: 'Penalty accrued (capped by in duplum)' },
    penaltyReduction: { ...money, description: 'Penalty waived' },
    amountRepaid: money,
    amountDue: { ...money, description: 'Outstanding now, penalty included' },
    owedOnDueDate,
    overdueSince,
    pending: pendingPayment,
    credit: {
      ...money,
      description: 'Paid beyond what was owed, held for the borrower until refunded or applied',
    },
    minRepayAmount: { ...money, description: 'Smallest part payment accepted (at least 1000)' },
    totalLoanLine: { ...money, description: "The borrower's credit limit" },
    repaymentMobile: { type: 'string', description: 'Wallet number, masked' },
    bankCode,
    canExtend: { type: 'boolean', description: 'A rollover is offered' },
    extensionDays: { ...days, description: "Days a rollover moves the due date (the product's)" },
    channels: { type: 'array', items: payChannel },
    paymentPlan: {
      ...paymentPlan,
      description: 'A payment plan approved for the borrower to accept, or the one under way',
    },
  },
  [
    'orderNo',
    'status',
    'productName',
    'currency',
    ...Object.keys(pricingProperties),
    'phase',
    'phases',
    'overdueDays',
    'penalty',
    'penaltyReduction',
    'amountRepaid',
    'amountDue',
    'minRepayAmount',
    'totalLoanLine',
    'repaymentMobile',
    'bankCode',
    'canExtend',
    'extensionDays',
    'channels',
  ],
);

/** A paged list of order summaries. */
export const orderPage: JsonSchema = object({
  list: { type: 'array', items: orderSummary },
  total: { type: 'integer', minimum: 0 },
});

/** The confirm screen's one quote: terms, the coupon priced in, and who must sign (docs/product.md §2). */
export const confirmQuote: JsonSchema = object(
  {
    orderNo,
    quoteId: { type: 'string', description: 'Send it with submit; empty once submitted' },
    expiresAt: { ...epochSeconds, description: 'After this, submit refuses the quote' },
    couponId: { ...id, description: 'The coupon priced into the quote' },
    couponRefusal: {
      type: 'string',
      description: 'Why the coupon asked for was left out (an errors key), if it was',
    },
    previousLimit: {
      ...money,
      description: 'The limit of the last loan, when this order offers more',
    },
    signer: {
      ...object({ firstName: text(100), middleName: text(100), lastName: text(100) }, [
        'firstName',
        'lastName',
      ]),
      description: "The profile's name: the e-signature must be it (case and accents forgiven)",
    },
    product,
    quote: pricing,
  },
  ['orderNo', 'quoteId', 'expiresAt', 'product', 'quote'],
);
