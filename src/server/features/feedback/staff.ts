/**
 * Customer service's side of feedback (docs/product.md §4: staff replies happen off-screen). There is no
 * staff role in the app (docs/product.md §6); operations run these through `npm run ops -- feedback ...`.
 */
import { ApiError } from '../../api-error';
import type { ServerDeps } from '../../types';
import * as repo from './repo';
import { FEEDBACK_STATUS, isFeedbackStatus } from './rules';

type Deps = Pick<ServerDeps, 'db' | 'clock'>;

export async function listForStaff(
  deps: Deps,
  filter: { statuses?: number[]; limit?: number } = {},
) {
  const { rows } = await repo.listFeedback(deps.db, {
    ...filter,
    limit: filter.limit ?? 50,
    offset: 0,
  });
  return rows;
}

async function thread(deps: Deps, id: number): Promise<repo.FeedbackRow> {
  const row = await repo.findFeedback(deps.db, id);
  if (!row) throw new ApiError('feedbackNotFound');
  return row;
}

export async function showForStaff(deps: Deps, id: number) {
  const row = await thread(deps, id);
  const [messages, files] = await Promise.all([
    repo.listMessages(deps.db, id),
    repo.filesOfThread(deps.db, id),
  ]);
  return { feedback: row, messages, files };
}

/** A staff reply lights the borrower's red dot; a new thread moves to "platform processing". */
export async function replyAsStaff(deps: Deps, id: number, text: string): Promise<void> {
  const row = await thread(deps, id);
  if (text.trim() === '') throw new ApiError('feedbackEmpty');
  const now = new Date(deps.clock());
  await deps.db.transaction(async (tx) => {
    await repo.insertMessage(tx, {
      feedbackId: id,
      sender: 'staff',
      content: text.trim(),
      createdAt: now,
    });
    const status =
      row.status === FEEDBACK_STATUS.received ? FEEDBACK_STATUS.processing : row.status;
    await repo.updateFeedback(tx, id, { status, staffReplyUnread: true, updatedAt: now });
  });
}

export async function setStatusAsStaff(deps: Deps, id: number, status: number): Promise<void> {
  if (!isFeedbackStatus(status))
    throw new ApiError('validation', [{ field: 'status', key: 'forms:error.enum' }]);
  await thread(deps, id);
  await repo.updateFeedback(deps.db, id, { status, updatedAt: new Date(deps.clock()) });
}
