/** The feedback feature's entry (docs/architecture.md §8): what other server features may use of it. */
export { deleteUserFeedback, insertFeedback, insertMessage } from './repo';
export { listForStaff, replyAsStaff, setStatusAsStaff, showForStaff } from './staff';
export { readImage } from './storage';
