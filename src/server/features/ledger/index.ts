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
export {
  QUERY_AFTER_MS,
  closeUserIntents,
  insertIntent,
  newPayOrderId,
  submitIntent,
} from './intents';
export {
  closeOpenIntents,
  findKeyedIntent,
  findOpenCashierIntent,
  findSubmittedFee,
  insertCashierIntentRow,
  intentsOfOrder,
  lockCashier,
} from './intents-repo';
export { orderBalances, orderEntries, signEntry, type EntryAuthor } from './repo';
export { applyReport } from './callbacks';
export { writeOffLoan } from './write-off';
