/**
 * Feedback uploads (spec §5, §7): one image per call, at most 20 MB (the multipart limit), of a
 * type read from its bytes, kept on disk under the borrower's folder and served only to them.
 */
import { ApiError } from '../../api-error';
import type { FeedbackFileKind } from '../../db/schema';
import { isWholePhoto } from '../../providers/image';
import { findOwnOrder } from '../orders/repo';
import type { ServerDeps, UploadedFile } from '../../types';
import { sniffImage } from './image-type';
import * as repo from './repo';
import { readImage, saveImage } from './storage';
import { fileUrl } from './views';
import { parseId } from './threads';

/** The one image of a call: its magic bytes name the type, and it must decode as that photo whole. */
async function oneImage(files: readonly UploadedFile[]) {
  if (files.length > 1)
    throw new ApiError('tooManyImages', [{ field: 'file', key: 'errors:tooManyImages' }]);
  const file = files[0];
  const type = file ? sniffImage(file.data) : null;
  if (!file || !type || !(await isWholePhoto(file.data)))
    throw new ApiError('imageInvalid', [{ field: 'file', key: 'errors:imageInvalid' }]);
  return { data: file.data, type };
}

export async function upload(
  deps: ServerDeps,
  userId: number,
  files: readonly UploadedFile[],
  kind: FeedbackFileKind,
  proof: { orderNo?: string; payOrderId?: string } = {},
): Promise<{ fileId: string; url: string }> {
  const { data, type } = await oneImage(files);
  // A proof names one of the borrower's own orders; another's order does not exist for them.
  if (proof.orderNo !== undefined && !(await findOwnOrder(deps.db, userId, proof.orderNo)))
    throw new ApiError('orderNotFound');
  const storedName = await saveImage(deps.config, userId, data, type.ext);
  const row = await repo.insertFile(deps.db, {
    userId,
    kind,
    storedName,
    mimeType: type.mime,
    size: data.length,
    orderNo: proof.orderNo ?? null,
    payOrderId: proof.payOrderId ?? null,
    createdAt: new Date(deps.clock()),
  });
  return { fileId: String(row.id), url: fileUrl(row.id) };
}

/** The bytes of an image, for its owner only; anyone else is told it does not exist. */
export async function ownImage(
  deps: ServerDeps,
  userId: number,
  fileId: string,
): Promise<{ data: Buffer; mimeType: string }> {
  const row = /^[0-9]+$/.test(fileId)
    ? await repo.findFile(deps.db, parseId(fileId, 'fileId'))
    : undefined;
  if (!row || row.userId !== userId) throw new ApiError('notFound');
  return { data: await readImage(deps.config, row.storedName), mimeType: row.mimeType };
}
