/** Pure feedback rules of docs/product.md §3-§5: post limits and how a thread's status moves. */
import type { CodeName } from '../../../shared/contract/codes';

/** Images per post (a new thread's receipts, or one message): docs/product.md §5 "image count limited". */
export const MAX_IMAGES_PER_POST = 6;

/** docs/product.md §3: 1 and 2 platform processing, 3 need to reply (the borrower), 4 done. */
export const FEEDBACK_STATUS = { received: 1, processing: 2, needsReply: 3, done: 4 } as const;

/** Why a post is refused, or null: the text must hold more than spaces, the images few. */
export function postRefusal(text: string, imageCount: number): CodeName | null {
  if (text.trim() === '') return 'feedbackEmpty';
  if (imageCount > MAX_IMAGES_PER_POST) return 'tooManyImages';
  return null;
}

/** A borrower's message answers "need to reply" and reopens a done thread: staff look again. */
export function statusAfterBorrowerMessage(status: number): number {
  return status === FEEDBACK_STATUS.needsReply || status === FEEDBACK_STATUS.done
    ? FEEDBACK_STATUS.processing
    : status;
}

export function isFeedbackStatus(value: number): boolean {
  return (
    Number.isInteger(value) && value >= FEEDBACK_STATUS.received && value <= FEEDBACK_STATUS.done
  );
}
