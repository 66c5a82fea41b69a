/**
 * The feedback feature's entry (docs/architecture.md §8, above auth): a borrower's messages as
 * staff read and answer them, their images (served to staff, purged when never attached), their
 * erasure with the account, and the operations command.
 */
export { deleteUserFeedback, insertFeedback, insertMessage } from './repo';
export { listForStaff, replyAsStaff, setStatusAsStaff, showForStaff } from './staff';
export { readImage } from './storage';
export { registerFeedbackFileRoute } from './file-route';
export { purgeUnattachedImages } from './purge';
export { FEEDBACK_USAGE, runFeedbackCommand } from './ops-command';
