/** Calls served by src/server/features/account: account deletion, its SMS code (docs/product.md §7). */
import { endpoint, object } from './define';
import { orderNo, smsCode, text } from './fields';

/**
 * The eight reasons of docs/product.md §3 for deleting an account, as codes 1 to 8 (index + 1); the client
 * translates the keys (`account:deleteReason.<key>`).
 */
export const DELETE_REASONS = [
  'noLongerNeeded',
  'costTooHigh',
  'limitTooLow',
  'applicationRejected',
  'privacyConcern',
  'otherLender',
  'appProblems',
  'other',
] as const;

/** What deletion keeps, as lending records law requires, and for how long (RECORD_RETENTION_YEARS). */
const retention = object({
  records: {
    type: 'array',
    items: { type: 'string', enum: ['loans', 'repayments', 'ledger'] },
    description: 'Loan agreements and orders, repayment records, ledger entries',
  },
  years: { type: 'integer', minimum: 0 },
});

export const account = {
  getVerifyCodeDeleteUser: endpoint({
    method: 'POST',
    path: '/security/getVerifyCode-deleteUser',
    auth: true,
    summary: "Sends an SMS code to the signed-in borrower's number to confirm account deletion",
    response: object({ resendAfter: { type: 'integer', minimum: 0 } }),
  }),
  verifyCodeDeleteUser: endpoint({
    method: 'POST',
    path: '/security/verifyCode-deleteUser',
    auth: true,
    summary: 'Checks the deletion SMS code and returns a short-lived ticket for /user/delete',
    request: object({ code: smsCode }),
    response: object({
      ticket: { type: 'string', minLength: 1, maxLength: 128 },
      expiresAt: { type: 'integer', minimum: 0, description: 'Seconds since the epoch' },
    }),
  }),
  userDeleteCheck: endpoint({
    method: 'GET',
    path: '/user/delete-check',
    auth: true,
    summary: 'Whether the account may be deleted (no unpaid loan, no pending application)',
    response: object(
      {
        canDelete: { type: 'boolean' },
        blockedBy: { type: 'string', enum: ['unpaidLoan', 'pendingApplication'] },
        orderNo: { ...orderNo, description: 'The order that blocks deletion' },
        retention,
      },
      ['canDelete', 'retention'],
    ),
  }),
  userDelete: endpoint({
    method: 'POST',
    path: '/user/delete',
    auth: true,
    summary:
      'Deletes the account with the ticket of verifyCodeDeleteUser and one reason; every session ends',
    request: object(
      {
        ticket: text(128),
        reason: {
          type: 'integer',
          minimum: 1,
          maximum: DELETE_REASONS.length,
          description: `One of DELETE_REASONS (1-based): ${DELETE_REASONS.join(', ')}; missing: deleteReasonRequired`,
        },
      },
      ['ticket'],
    ),
    response: object({
      retention,
      retainedUntil: { type: 'integer', minimum: 0, description: 'Seconds since the epoch' },
    }),
  }),
} as const;
