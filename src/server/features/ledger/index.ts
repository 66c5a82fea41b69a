/**
 * The ledger feature's entry (docs/architecture.md §8, above orders, below payment plans, loans
 * and repay): the journal, payment intents and their callbacks, accrual, write-off, disputes and
 * the day's reconciliation with the rail.
 */
export { accrualDue, accrueLoan } from './accrue';
export { applyReport, receiveCallback } from './callbacks';
export { listOpenDisputes, resolveDispute } from './disputes';
export {
  QUERY_AFTER_MS,
  closeUserIntents,
  insertIntent,
  newPayOrderId,
  submitIntent,
} from './intents';
export {
  closeOpenIntents,
  findIntent,
  findKeyedIntent,
  findOpenCashierIntent,
  findSubmittedFee,
  insertCashierIntentRow,
  intentsOfOrder,
  intentsToQuery,
  lockCashier,
  updateIntent,
  type IntentRow,
} from './intents-repo';
export { orderTotals } from './order-totals-repo';
export { payoutAttempts } from './payout-attempts-repo';
export { reconcileDay } from './reconciliation';
export { postEntry, signEntry, type EntryAuthor } from './post-entry-repo';
export { orderBalances, orderEntries, orderOwed } from './repo';
export { unknownPayouts, type UnknownPayout } from './unknown-payouts-repo';
export { writeOffLoan } from './write-off';
