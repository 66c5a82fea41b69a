/**
 * The SMS feature's entry (docs/architecture.md §8, below every feature that sends): the outbox
 * other features write to, the receipt job a payment schedules (payment-sms sends it), and the
 * outbox view of the sandbox page.
 */
export { countryOfMobile, eraseSmsOf, queueSms, sendQueued, sendSms } from './outbox';
export type { SendDeps, WriteDeps } from './outbox';
export { countrySms } from './countries';
export { smsLanguage } from './language';
export { templateText } from './words';
export { receiptAmount, schedulePayoutSms, scheduleReceipt } from './receipt-job';
export type { PayoutSmsEvent, PayoutSmsJob, ReceiptJob } from './receipt-job';
export { outboxView, type OutboxEntry } from './view';
