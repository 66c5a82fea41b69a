/**
 * The repay feature's entry (docs/architecture.md §8): where a disbursed loan stands now. Features
 * that still import its files directly are listed in scripts/lint/feature-imports.js.
 */
export { standingFor, type Standing } from './standing';
export { moveCredit } from './credit';
export { summaryToday } from './summaries';
export { balanceAndWalletOf, standingOf } from './standing';
export { confirmPayment } from './cashier';
export { receiptsView } from './receipts';
export { minRepay } from './detail';
