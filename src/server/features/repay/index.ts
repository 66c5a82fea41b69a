/**
 * The repay feature's entry (docs/architecture.md §8, above loans and the ledger): where a
 * disbursed loan stands now, a payment confirmed and its receipts, its summary on the borrower's
 * screens, a credit moved by staff, and the sandbox rail's approval page the cashier links to.
 */
export { confirmPayment } from './cashier';
export { moveCredit } from './credit';
export { minRepay } from './detail';
export { receiptsView } from './receipts';
export { registerSandboxCashier } from './sandbox-cashier';
export { balanceAndWalletOf, standingFor, standingOf, type Standing } from './standing';
export { summaryToday } from './summaries';
