/** Calls served by src/server/features/loans: market, products, orders, quote, submit (docs/product.md §7). */
import { LANGUAGE_CODES } from '../app-languages';
import { endpoint, object } from './define';
import {
  country,
  currency,
  days,
  epochSeconds,
  id,
  money,
  orderNo,
  orderStatus,
  progress,
  text,
  url,
} from './fields';
import { confirmQuote, product } from './order-fields';

const byOrder = object({ orderNo });
const products = object({ list: { type: 'array', items: product } });
/** A newly opened order and the status it starts in. */
const opened = object({ orderNo, status: orderStatus });

export const loans = {
  loanMarketIndex: endpoint({
    method: 'GET',
    path: '/loanMarket/index',
    auth: false,
    summary: 'Loan market home: the range a visitor may borrow and the products offered',
    request: object(
      {
        country: {
          ...country,
          description: "The visitor's country (as chosen or detected); absent: the default country",
        },
      },
      [],
    ),
    response: object({
      currency,
      minAmount: money,
      maxAmount: money,
      list: { type: 'array', items: product },
    }),
  }),
  loanMarketRepayColor: endpoint({
    method: 'GET',
    path: '/loanMarket/repay-color',
    auth: true,
    summary: 'Urgency of the open loan, for the colour of the repay badge',
    response: object(
      {
        color: {
          type: 'string',
          enum: ['none', 'normal', 'dueSoon', 'overdue'],
          description: 'dueSoon: due within 3 days; none: nothing to repay',
        },
        orderNo,
        dueDate: epochSeconds,
      },
      ['color'],
    ),
  }),
  productListMarket: endpoint({
    method: 'GET',
    path: '/loan/product/list-market',
    auth: true,
    summary: 'Products the borrower may apply for now',
    response: products,
  }),
  loanOrderApplyMarket: endpoint({
    method: 'POST',
    path: '/loan/loan-order/apply-market',
    auth: true,
    summary: 'Opens an order for a product; it starts at the first profile step not yet done',
    request: object({ productId: id }),
    response: opened,
  }),
  loanOrderApplyMarketAgain: endpoint({
    method: 'POST',
    path: '/loan/loan-order/apply-market-again',
    auth: true,
    summary: 'Opens a new order after a finished, cancelled, rejected or failed one',
    request: object({ productId: id }),
    response: opened,
  }),
  confirmProductInfo: endpoint({
    method: 'GET',
    path: '/loan/confirm/product-info',
    auth: true,
    summary:
      'The one quote for the amount, days and coupon chosen; without a choice, the last one shown ' +
      "(else the borrower's last loan, else the middle of the range: never silently the maximum)",
    request: object(
      {
        orderNo,
        amount: { type: 'integer', minimum: 1 },
        days: { type: 'integer', minimum: 1 },
        couponId: id,
      },
      ['orderNo'],
    ),
    response: confirmQuote,
  }),
  loanAgreement: endpoint({
    method: 'GET',
    path: '/loan/agreement',
    auth: true,
    summary:
      'The loan agreement of the quote last shown on confirm (or signed), in the lang header language',
    request: byOrder,
    response: object({
      orderNo,
      quoteId: { type: 'string' },
      lang: { type: 'string', enum: [...LANGUAGE_CODES] },
      text: { type: 'string', description: 'Plain text; sections separated by blank lines' },
      sha256: {
        type: 'string',
        pattern: '^[0-9a-f]{64}$',
        description: 'Send it with submit: it is kept with the signature',
      },
    }),
  }),
  submit: endpoint({
    method: 'POST',
    path: '/user/submit',
    auth: true,
    summary: 'E-signs and submits the confirmed order (14 → 19); idempotent for the retry button',
    request: object(
      {
        orderNo,
        quoteId: {
          type: 'string',
          minLength: 1,
          maxLength: 64,
          description:
            'The quote confirmed (confirmProductInfo); only the last one shown is booked',
        },
        amount: { type: 'integer', minimum: 1, description: 'Principal of that quote' },
        days: { type: 'integer', minimum: 1, description: 'Tenure of that quote' },
        couponId: id,
        agreed: {
          type: 'boolean',
          const: true,
          description: 'Loan agreement accepted (docs/product.md §5)',
        },
        agreementSha256: {
          type: 'string',
          pattern: '^[0-9a-f]{64}$',
          description:
            'Hash of the agreement shown (loanAgreement); refused if it is not this quote',
        },
        signature: {
          type: 'string',
          minLength: 3,
          maxLength: 100,
          description:
            "The borrower's full name typed on confirm: the e-signature kept with the order",
        },
        bureauConsent: {
          type: 'string',
          minLength: 1,
          maxLength: 32,
          description:
            'Version of the bureau-reporting consent ticked on confirm (legal bureauConsent.version); the current one is required where the country reports (bureauConsentRequired)',
        },
      },
      ['orderNo', 'quoteId', 'amount', 'days', 'agreed', 'signature'],
    ),
    response: progress,
  }),
  loanProductIndex: endpoint({
    method: 'GET',
    path: '/loan/loan-product/index',
    auth: true,
    summary: 'One product with its limits and rates',
    request: object({ productId: id }),
    response: product,
  }),
  getMoney: endpoint({
    method: 'GET',
    path: '/loan/get-money',
    auth: true,
    summary: 'The borrower takes the approved money now (18 → 7)',
    request: byOrder,
    response: progress,
  }),
  getMoneyTime: endpoint({
    method: 'GET',
    path: '/loan/get-money-time',
    auth: true,
    summary: 'When an approved order is disbursed automatically and when it expires',
    request: byOrder,
    response: object(
      {
        autoDisburseAt: epochSeconds,
        expiresAt: { ...epochSeconds, description: 'Cancelled if not disbursed by then (24 h)' },
        now: { ...epochSeconds, description: 'Server clock, for the countdown' },
        walletCoolingUntil: {
          ...epochSeconds,
          description:
            'Present while the payout wallet cools off (newWalletCoolingOffHours): no payout before then',
        },
        payoutHeld: {
          type: 'string',
          enum: ['simSwapped', 'simUnchecked'],
          description:
            'Present while staff check a payout the SIM check held (decision 0053): the SIM behind the wallet number was just swapped, or the operator could not say',
        },
      },
      ['autoDisburseAt', 'expiresAt', 'now'],
    ),
  }),
  productStepAmount: endpoint({
    method: 'GET',
    path: '/loan/product/step-amount',
    auth: true,
    summary: 'The amounts and terms the borrower may choose for a product',
    request: object({ productId: id }),
    response: object({
      amounts: { type: 'array', items: money, description: 'Ascending, within the credit limit' },
      terms: { type: 'array', items: days, description: 'Tenure options in days' },
    }),
  }),
  getCreditInfo: endpoint({
    method: 'GET',
    path: '/loan/get-credit-info',
    auth: true,
    summary: 'Credit limit and level; timely repayment offers the next level',
    response: object(
      {
        currency,
        creditLimit: money,
        availableLimit: money,
        level: { type: 'integer', minimum: 1 },
        nextLevelLimit: { ...money, description: 'Absent at the top of the ladder' },
        limitReasons: {
          type: 'array',
          items: { type: 'string' },
          description:
            'Present when the latest credit decision lent less than the ladder (decision 0053): its reason codes, words in forms:credit.reason.<code>',
        },
      },
      ['currency', 'creditLimit', 'availableLimit', 'level'],
    ),
  }),
  cancelDrawMoney: endpoint({
    method: 'POST',
    path: '/loan/cancel-draw-money',
    auth: true,
    summary: 'Cancels an approved order before disbursement (18 → 8)',
    request: byOrder,
    response: progress,
  }),
  isRejectRecommendation: endpoint({
    method: 'GET',
    path: '/app/isRejectRecommendation',
    auth: true,
    summary: 'For a rejected borrower: when to apply again, and recommended products',
    response: object(
      {
        show: { type: 'boolean' },
        reapplyAt: { type: 'integer', minimum: 0, description: 'Seconds since the epoch' },
        reasons: {
          type: 'array',
          description:
            'The main reasons of the decline (at most three), most important first: words at forms:credit.reason.<code>, and forms:credit.advice.<code> when the borrower can change it',
          items: object({ code: text(40), advice: { type: 'boolean' } }, ['code', 'advice']),
        },
        limit: {
          type: 'integer',
          minimum: 0,
          description: 'The most we lend this borrower now, when it is less than was asked',
        },
        bureau: {
          ...object({ name: text(100), contact: text(200) }),
          description:
            'The bureau whose report the decision used, and where the borrower gets their own free (forms:credit.bureau)',
        },
        products: {
          type: 'array',
          items: object({ name: text(100), url, logo: url }, ['name', 'url']),
        },
      },
      ['show', 'products'],
    ),
  }),
} as const;
