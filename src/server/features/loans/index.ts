/**
 * The loans feature's entry (docs/architecture.md §8, above the ledger and credit, below repay): a
 * quote confirmed and submitted, an application assessed or expired by its job, the payout started,
 * a staff decision on a referred application, and orders as the contract shows them.
 */
export { startDisbursement } from './disburse';
export { approveApplication, assessOrder, expireOrder, rejectApplication } from './lifecycle';
export { shownOffer, type ShownOffer } from './carried-offer';
export { signerName } from './signer';
export { confirmQuote, submitOrder } from './submit';
export { orderQuote, overdueSince, pricingView, seconds, summaryView } from './views';
