/**
 * The SMS a loan's money causes (docs/architecture.md §8, above ledger and repay, whose books it
 * reads): a payment's receipt and a payout's notice, run as jobs the ledger schedules through the
 * outbox below it, and the due-date reminders.
 */
export { sendReceipt } from './receipt';
export { sendPayoutSms } from './receipt-payout';
export { sendDueReminders } from './reminders';
