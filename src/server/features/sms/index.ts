/**
 * The SMS feature's entry (docs/architecture.md §8): the outbox other features write to, the
 * receipt job a payment schedules, and the outbox view of the sandbox page.
 */
export { countryOfMobile, eraseSmsOf, queueSms, sendQueued, sendSms } from './outbox';
export type { SendDeps, WriteDeps } from './outbox';
export { countrySms } from './countries';
export { smsLanguage } from './language';
export { templateText } from './words';
export { schedulePayoutSms, scheduleReceipt } from './receipt-job';
export { outboxView, type OutboxEntry } from './view';
