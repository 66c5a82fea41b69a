/**
 * The ledger feature's entry (docs/architecture.md §8): what other server features may use of the
 * journal. Features that still import its files directly are listed in
 * scripts/lint/feature-imports.js, until they move here.
 */
export { accrualDue, accrueLoan } from './accrue';
export { receiveCallback } from './callbacks';
export { findIntent, type IntentRow } from './intents-repo';
export { orderTotals } from './order-totals-repo';
export { payoutAttempts } from './payout-attempts-repo';
export { unknownPayouts, type UnknownPayout } from './unknown-payouts-repo';
export { orderOwed, postEntry } from './repo';
