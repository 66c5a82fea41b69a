// @ts-check
/**
 * The server features from the bottom up, one step a line: the order of docs/architecture.md §8,
 * which prints this table. A feature imports another only from a lower step and only through its
 * entry, src/server/features/<x>/index.ts (rules.js); two features on one step know nothing of
 * each other. A new feature takes a step here before it imports or is imported; a lower feature
 * that must react to a higher one's event takes a callback or reads a row.
 */
export const FEATURE_STEPS = [
  // The SMS outbox everything sends through; country facts and the app's version.
  ['sms', 'country', 'app'],
  ['auth'],
  ['coupons', 'products'],
  // The order's state machine, its repo and onboarding (orders/progress.ts).
  ['orders'],
  ['profile', 'wallet', 'collection', 'feedback'],
  ['kyc', 'bureau'],
  ['credit'],
  // Journal, payment intents, settlement, write-off.
  ['ledger'],
  ['payment-plans'],
  ['loans'],
  ['repay'],
  // What reads the books and the loans: the SMS payments cause, the borrower's and USSD screens,
  // rails' callbacks, the sandbox, the portfolio and the collections queue.
  ['payment-sms', 'portal', 'account', 'ussd', 'rails', 'sandbox', 'portfolio', 'debt-collections'],
  ['ops-console'],
];

/** Each feature's step, 0 at the bottom. */
export const FEATURE_RANK = new Map(
  FEATURE_STEPS.flatMap((names, step) => names.map((name) => /** @type {const} */ ([name, step]))),
);
