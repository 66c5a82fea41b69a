/** Money moving for an order, as the borrower's screens follow it: a repayment on its way, a payout. */
import { object, type JsonSchema } from './define';
import { bankCode, epochSeconds, money } from './fields';

/** A repayment pushed to the wallet that the rail has not confirmed or refused yet. */
export const pendingPayment: JsonSchema = {
  ...object({ amount: money, bankCode }, ['amount', 'bankCode']),
  description: 'Money on its way from the wallet (bankCode): the rail has not confirmed it yet',
};

/**
 * A payout the rail has neither confirmed nor refused (it timed out, or payouts are paused): the
 * money is being sent, never sent again; a status query settles it. Or one that failed on the
 * lender's side (its float, a rail fault), which the lender sends again: delayed, nothing for the
 * borrower to do.
 */
export const payoutOnItsWay: JsonSchema = {
  ...object(
    {
      status: { type: 'string', enum: ['beingSent', 'delayed'] },
      since: { ...epochSeconds, description: 'When the (first) payout was ordered' },
      cause: {
        type: 'string',
        enum: ['float', 'rail'],
        description: "delayed: the lender's float was short, or a rail failed",
      },
    },
    ['status', 'since'],
  ),
  description: 'Lending orders whose payout outcome the rail has not told yet, or that is delayed',
};

/** Why a failed order's payout failed: only the wallet's fault asks the borrower to act. */
export const payoutFailed: JsonSchema = {
  ...object(
    {
      cause: {
        type: 'string',
        enum: ['wallet', 'float', 'rail'],
        description:
          "wallet: the borrower's wallet refused it (bind another); float, rail: the lender's side failed every attempt",
      },
    },
    ['cause'],
  ),
  description: 'Failed orders (10) whose payout failure has a known cause',
};
