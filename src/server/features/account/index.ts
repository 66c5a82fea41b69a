/**
 * The account feature's entry (docs/architecture.md §8, top step): a borrower's own account, its
 * deletion, and the erasure of kept records when their time is up (a job of the server's).
 */
export { accountRoutes } from './routes';
export { eraseExpiredRecords } from './erase-kept-records';
