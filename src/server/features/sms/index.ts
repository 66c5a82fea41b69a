/**
 * The SMS feature's entry (docs/architecture.md §8, below every feature that sends): the outbox
 * other features write to, the receipt job a payment schedules (payment-sms sends it), the
 * outbox view of the sandbox page, and what the server runs itself: the jobs that deliver a queued
 * message, ask a gateway for its report and erase settled values, and the gateways' report routes.
 */
export {
  countryOfMobile,
  eraseSettledSmsValues,
  eraseSmsOf,
  queueSms,
  sendQueued,
  sendSms,
} from './outbox';
export type { SendDeps, WriteDeps } from './outbox';
export { countrySms } from './countries';
export { smsLanguage } from './language';
export { templateText } from './words';
export { receiptAmount, schedulePayoutSms, scheduleReceipt } from './receipt-job';
export type { PayoutSmsEvent, PayoutSmsJob, ReceiptJob } from './receipt-job';
export { outboxView, type OutboxEntry } from './view';
export { attemptDelivery } from './deliver';
export { queryReport } from './reports';
export { registerSmsReportRoutes } from './report-routes';
