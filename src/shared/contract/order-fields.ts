/** Loan order and product shapes shared by the loan, repayment and home calls (spec §3). */
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

/** A product the borrower may apply for, with its limits (DESIGN §1: stated terms are caps). */
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
    feeTaxRate: { ...percent, description: 'Tax on the fee, percent of the fee (18)' },
    penaltyRatePerDay: { ...percent, description: 'Percent per day on overdue principal' },
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

/** One line of a list of orders (records, home). */
export const orderSummary: JsonSchema = object(
  {
    orderNo,
    status: orderStatus,
    productName: text(100),
    currency,
    loanAmount: { ...money, description: 'Principal' },
    repayAmount: { ...money, description: 'Total to repay by the due date' },
    days: { ...days, description: 'Duration in days' },
    dueDate: { ...epochSeconds, description: 'Set once disbursed' },
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
 * The pricing of a loan (DESIGN §1): what the borrower receives, repays, when, and what it costs.
 * disbursalAmount = loanAmount − fee − feeTax; totalCostOfCredit = repayAmount − disbursalAmount.
 */
const pricingProperties: Record<string, JsonSchema> = {
  loanAmount: { ...money, description: 'Principal' },
  fee: { ...money, description: 'Processing (admin/service) fee, deducted upfront' },
  feeTax: { ...money, description: 'Tax on the fee (18 %), deducted upfront' },
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

export const pricing: JsonSchema = object(pricingProperties);

/** A repayment channel of the cashier (online wallet push or bill payment with a reference). */
export const payChannel: JsonSchema = object({
  channelId: id,
  name: text(100),
  kind: { type: 'string', enum: ['online', 'bill'] },
});

/** The full order as the repayment screen shows it (spec §3 "Loan order display"). */
export const loanOrder: JsonSchema = object(
  {
    orderNo,
    status: orderStatus,
    productName: text(100),
    currency,
    ...pricingProperties,
    phase: { type: 'integer', minimum: 1, description: 'Instalment number; 1 for one payment' },
    phases: { type: 'integer', minimum: 1, description: 'Number of instalments' },
    overdueDays: days,
    penalty: { ...money, description: 'Penalty accrued (capped by in duplum)' },
    penaltyReduction: { ...money, description: 'Penalty waived' },
    amountRepaid: money,
    amountDue: { ...money, description: 'Outstanding now, penalty included' },
    minRepayAmount: { ...money, description: 'Smallest part payment accepted (at least 1000)' },
    totalLoanLine: { ...money, description: "The borrower's credit limit" },
    repaymentMobile: { type: 'string', description: 'Wallet number, masked' },
    bankCode,
    canExtend: { type: 'boolean', description: 'A 7-day rollover is offered' },
    channels: { type: 'array', items: payChannel },
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
    'channels',
  ],
);

/** A paged list of order summaries. */
export const orderPage: JsonSchema = object({
  list: { type: 'array', items: orderSummary },
  total: { type: 'integer', minimum: 0 },
});
