/**
 * The feedback feature's entry (docs/architecture.md §8, above auth): a borrower's messages as
 * staff read and answer them, their images, and their erasure with the account.
 */
export { deleteUserFeedback, insertFeedback, insertMessage } from './repo';
export { listForStaff, replyAsStaff, setStatusAsStaff, showForStaff } from './staff';
export { readImage } from './storage';
