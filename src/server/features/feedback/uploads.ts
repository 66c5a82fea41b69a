/**
 * Feedback uploads (docs/product.md §5, §7): one image per call, at most 20 MB (the multipart limit), of a
 * type read from its bytes, kept on disk under the borrower's folder and served only to them.
 */
import { ApiError } from '../../api-error';
import type { FeedbackFileKind } from '../../db/schema';
import { reencodePhoto } from '../../providers/image';
import type { ServerDeps, UploadedFile } from '../../types';
import { sniffImage, type ImageType } from './image-type';
import * as repo from './repo';
import { readImage, saveImage } from './storage';
import { fileUrl } from './views';
import { mustOwn, parseId } from './threads';

/**
 * The one image of a call: its magic bytes name the type, and it is decoded and encoded again
 * (providers/image), so what is kept and served carries no EXIF, no GPS and nothing hidden.
 */
async function oneImage(
  files: readonly UploadedFile[],
): Promise<{ data: Buffer; type: ImageType }> {
  if (files.length > 1)
    throw new ApiError('tooManyImages', [{ field: 'file', key: 'errors:tooManyImages' }]);
  const file = files[0];
  const photo = file && sniffImage(file.data) ? await reencodePhoto(file.data) : undefined;
  if (photo?.ok === false && photo.reason === 'tooLarge')
    throw new ApiError('imageTooLarge', [{ field: 'file', key: 'errors:imageTooLarge' }]);
  if (!photo?.ok)
    throw new ApiError('imageInvalid', [{ field: 'file', key: 'errors:imageInvalid' }]);
  const type: ImageType =
    photo.format === 'png' ? { mime: 'image/png', ext: 'png' } : { mime: 'image/jpeg', ext: 'jpg' };
  return { data: photo.data, type };
}

export async function upload(
  deps: ServerDeps,
  userId: number,
  files: readonly UploadedFile[],
  kind: FeedbackFileKind,
  proof: { orderNo?: string; payOrderId?: string } = {},
): Promise<{ fileId: string; url: string }> {
  const { data, type } = await oneImage(files);
  // A proof names the borrower's own order and payment order; another's do not exist for them.
  await mustOwn(deps, userId, proof);
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
