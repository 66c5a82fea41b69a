/**
 * The wallet feature's entry (docs/architecture.md §8, above orders): a borrower's linked wallet.
 */
export { findWallet } from './repo';
