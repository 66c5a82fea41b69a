/** Repayment, rollover and home calls of spec §7. */
import { endpoint, object } from './define';
import { currency, days, epochSeconds, id, money, orderNo, payOrderId, url } from './fields';
import { loanOrder, orderSummary } from './order-fields';

const byOrder = object({ orderNo });

export const repay = {
  getExtensionData: endpoint({
    method: 'GET',
    path: '/repay/getExtensionData',
    auth: true,
    summary: 'Rollover terms: the fee, and the due date moved 7 days (debt not reduced)',
    request: byOrder,
    response: object(
      {
        orderNo,
        extensionFee: money,
        days: { ...days, description: 'Days the due date moves (7)' },
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
    summary: 'Completes a paid rollover: moves the due date 7 days (app only)',
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
            'Whole shillings (else amountNotInteger); at least minRepayAmount (1000). Ignored for a rollover fee',
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
  homepageData: endpoint({
    method: 'GET',
    path: '/portal/homepage/data',
    auth: false,
    summary: 'Home: the range one may borrow and, when signed in, the open order',
    response: object(
      {
        currency,
        minAmount: money,
        maxAmount: money,
        order: { ...orderSummary, description: 'The open order of a signed-in borrower' },
      },
      ['currency', 'minAmount', 'maxAmount'],
    ),
  }),
  loanOrderLatest: endpoint({
    method: 'GET',
    path: '/portal/loan/order/latest',
    auth: true,
    summary: "The borrower's most recent order, which decides the screen to open (§2)",
    response: object({ order: orderSummary }, []),
  }),
} as const;
