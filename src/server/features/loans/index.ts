/** The loans feature's entry (docs/architecture.md §8): what other server features may use of it. */
export { approveApplication, rejectApplication } from './lifecycle';
export { orderQuote, overdueSince, pricingView, seconds, summaryView } from './views';
export { confirmQuote, submitOrder } from './submit';
export { startDisbursement } from './disburse';
export { signerName } from './signer';
