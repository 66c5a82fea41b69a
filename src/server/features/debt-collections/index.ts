/**
 * The debt-collections queue's entry (docs/architecture.md §8, beside portfolio): its SQL, read by
 * the console's collections routes. The rules are pure (domain/collections-queue.ts). Not to be
 * confused with `features/collection`, the data-collection checks of docs/product.md §7.
 */
export {
  assignAll,
  collectorsAmong,
  queueLoan,
  queueQuery,
  queueRows,
  type QueueFilter,
} from './queue-repo';
export {
  contactsOf,
  insertContact,
  latestPromises,
  paidBetween,
  pendingPromises,
  settlePromise,
  type ContactRow,
} from './contacts-repo';
