/** The borrower's side of feedback (docs/product.md §3-§5, §7): threads, messages, the red dot, ratings. */
import type { EndpointTypes } from '../../../shared/contract/types.gen';
import { ApiError } from '../../api-error';
import type { ServerDeps } from '../../types';
import * as repo from './repo';
import { postRefusal, statusAfterBorrowerMessage, FEEDBACK_STATUS } from './rules';
import { toDetail, toMessages, toSummary } from './views';

type T = EndpointTypes;

/** File and thread ids travel as strings; one that is not a positive integer names nothing. */
export function parseId(value: string, field: string): number {
  const id = /^[1-9][0-9]{0,15}$/.test(value) ? Number(value) : NaN;
  if (!Number.isSafeInteger(id))
    throw new ApiError('validation', [{ field, key: 'errors:notFound' }]);
  return id;
}

function checkPost(
  text: string,
  images: readonly string[],
  textField: string,
  imageField: string,
): number[] {
  const refusal = postRefusal(text, images.length);
  if (refusal)
    throw new ApiError(refusal, [
      { field: refusal === 'feedbackEmpty' ? textField : imageField, key: `errors:${refusal}` },
    ]);
  return images.map((value) => parseId(value, imageField));
}

async function attachAll(
  tx: ServerDeps['db'],
  userId: number,
  ids: number[],
  target: { feedbackId: number; messageId?: number },
  field: string,
) {
  // Each id must be the borrower's own image, not yet used in another post.
  if ((await repo.attachImages(tx, userId, ids, target)) !== ids.length) {
    throw new ApiError('validation', [{ field, key: 'errors:imageInvalid' }]);
  }
}

/** The borrower's own thread, or feedbackNotFound (also for someone else's: no probing). */
export async function ownThread(
  deps: ServerDeps,
  userId: number,
  id: string,
): Promise<repo.FeedbackRow> {
  const row = await repo.findFeedback(deps.db, parseId(id, 'id'));
  if (!row || row.userId !== userId) throw new ApiError('feedbackNotFound');
  return row;
}

/** A post may name only the borrower's own order and payment order. */
export async function mustOwn(
  deps: Pick<ServerDeps, 'db'>,
  userId: number,
  refs: { orderNo?: string | undefined; payOrderId?: string | undefined },
): Promise<void> {
  if (!(await repo.ownsReferences(deps.db, userId, refs))) throw new ApiError('orderNotFound');
}

export async function create(
  deps: ServerDeps,
  userId: number,
  input: T['feedbackCreate']['request'],
) {
  const imageIds = checkPost(input.description, input.receipts, 'description', 'receipts');
  await mustOwn(deps, userId, { orderNo: input.orderNo });
  const now = new Date(deps.clock());
  const { receipts: _receipts, description, ...optional } = input;
  return deps.db.transaction(async (tx) => {
    const row = await repo.insertFeedback(tx, {
      ...optional,
      userId,
      description: description.trim(),
      status: FEEDBACK_STATUS.received,
      createdAt: now,
      updatedAt: now,
    });
    await attachAll(tx, userId, imageIds, { feedbackId: row.id }, 'receipts');
    return { id: String(row.id) };
  });
}

export async function list(
  deps: ServerDeps,
  userId: number,
  input: T['feedbackListFeedback']['request'],
) {
  const pageSize = input.pageSize ?? 20;
  const { rows, total } = await repo.listFeedback(deps.db, {
    userId,
    ...(input.statuses ? { statuses: input.statuses } : {}),
    limit: pageSize,
    offset: ((input.page ?? 1) - 1) * pageSize,
  });
  return { list: rows.map(toSummary), total };
}

/** Opening a thread is reading its staff replies: the red dot goes. */
export async function detail(deps: ServerDeps, userId: number, id: string) {
  const row = await ownThread(deps, userId, id);
  if (row.staffReplyUnread) await repo.updateFeedback(deps.db, row.id, { staffReplyUnread: false });
  const [messages, files] = await Promise.all([
    repo.listMessages(deps.db, row.id),
    repo.filesOfThread(deps.db, row.id),
  ]);
  return toDetail({ ...row, staffReplyUnread: false }, messages, files);
}

export async function messages(deps: ServerDeps, userId: number, id: string) {
  const row = await ownThread(deps, userId, id);
  const [rows, files] = await Promise.all([
    repo.listMessages(deps.db, row.id),
    repo.filesOfThread(deps.db, row.id),
  ]);
  return { list: toMessages(rows, files) };
}

export async function addMessage(
  deps: ServerDeps,
  userId: number,
  input: T['feedbackAddLeaveMsg']['request'],
) {
  const thread = await ownThread(deps, userId, input.id);
  const imageIds = checkPost(input.content, input.images ?? [], 'content', 'images');
  const now = new Date(deps.clock());
  return deps.db.transaction(async (tx) => {
    const message = await repo.insertMessage(tx, {
      feedbackId: thread.id,
      sender: 'user',
      content: input.content.trim(),
      createdAt: now,
    });
    await attachAll(
      tx,
      userId,
      imageIds,
      { feedbackId: thread.id, messageId: message.id },
      'images',
    );
    await repo.updateFeedback(tx, thread.id, {
      status: statusAfterBorrowerMessage(thread.status),
      updatedAt: now,
    });
    return { id: String(message.id) };
  });
}

export async function redDot(deps: ServerDeps, userId: number) {
  const unread = await repo.countUnread(deps.db, userId);
  return { show: unread > 0, unread };
}

/** The rating popup: stars are required ('Please complete the rating.'). */
export async function rate(
  deps: ServerDeps,
  userId: number,
  input: T['feedbackSubmitRating']['request'],
) {
  if (input.score === undefined)
    throw new ApiError('ratingRequired', [{ field: 'score', key: 'errors:ratingRequired' }]);
  const thread = input.id !== undefined ? await ownThread(deps, userId, input.id) : undefined;
  await mustOwn(deps, userId, { orderNo: input.orderNo });
  await repo.insertRating(deps.db, {
    userId,
    feedbackId: thread?.id ?? null,
    orderNo: input.orderNo ?? null,
    score: input.score,
    comment: input.comment?.trim() || null,
    createdAt: new Date(deps.clock()),
  });
  return {};
}
