/**
 * Identity (docs/product.md §4, §5): ID front and back read by OCR, then a live face, then the step closes.
 * Each image is one part `file`, sniffed by content and re-encoded (providers/image.ts), stored
 * outside the web root and served only to its owner.
 */
import { createHash, randomBytes } from 'node:crypto';
import { ApiError } from '../../api-error';
import type { KycKind } from '../../db/schema';
import { decodePhoto } from '../../providers/image';
import { FACE_MIN, ID_MIN, sandboxLiveness, sandboxOcr } from '../../providers/ocr';
import type { ServerDeps, UploadedFile } from '../../types';
import { profileProgress } from '../orders';
import { findProfileForm } from '../profile';
import {
  findOwnKycFile,
  insertKycFile,
  latestKycFile,
  setKycResult,
  type KycFileRow,
} from './repo';
import { saveKycImage } from './storage';

const FAILED: Readonly<Record<KycKind, 'idFrontFailed' | 'idBackFailed' | 'faceMismatch'>> = {
  front: 'idFrontFailed',
  back: 'idBackFailed',
  face: 'faceMismatch',
};

export const kycFileUrl = (fileId: string) => `/api/kyc/files/${fileId}`;

async function store(
  deps: ServerDeps,
  userId: number,
  files: readonly UploadedFile[],
  kind: KycKind,
): Promise<KycFileRow> {
  if (files.length !== 1 || !files[0])
    throw new ApiError('imageInvalid', [{ field: 'file', key: 'errors:imageInvalid' }]);
  const photo = await decodePhoto(files[0].data, kind === 'face' ? FACE_MIN : ID_MIN);
  // Too large is said alike on every upload path; anything else is this step's own failure.
  if (!photo.ok && photo.reason === 'tooLarge')
    throw new ApiError('imageTooLarge', [{ field: 'file', key: 'errors:imageTooLarge' }]);
  if (!photo.ok) throw new ApiError(FAILED[kind]);
  const fileId = randomBytes(12).toString('hex');
  await saveKycImage(deps.config, userId, fileId, photo.jpeg);
  return insertKycFile(deps.db, {
    fileId,
    userId,
    kind,
    sha256: createHash('sha256').update(files[0].data).digest('hex'),
    width: photo.width,
    height: photo.height,
    bytes: photo.jpeg.length,
    createdAt: new Date(deps.clock()),
  });
}

/** Uploads one side of the ID; the sandbox OCR reads it at once. */
export async function uploadIdSide(
  deps: ServerDeps,
  userId: number,
  files: readonly UploadedFile[],
  side: 'front' | 'back',
) {
  const row = await store(deps, userId, files, side);
  const personal = await findProfileForm(deps.db, userId, 'personal');
  const result = side === 'front' ? sandboxOcr(personal?.data) : { passed: true };
  await setKycResult(deps.db, row.id, result.passed, { ...result });
  if (!result.passed) throw new ApiError(FAILED[side]);
  return { fileId: row.fileId, url: kycFileUrl(row.fileId) };
}

/** What OCR read from an uploaded front. */
export async function ocrResult(deps: ServerDeps, userId: number, fileId: string) {
  const row = await findOwnKycFile(deps.db, userId, fileId);
  if (!row || row.kind !== 'front') throw new ApiError('idFrontFailed');
  return { passed: row.passed === 1, ...(row.result ?? {}) } as { passed: boolean };
}

/** Saves the face (in-page capture or a native liveness frame) and checks it is live. */
export async function saveFace(deps: ServerDeps, userId: number, files: readonly UploadedFile[]) {
  const [front, back] = await Promise.all([
    latestKycFile(deps.db, userId, 'front'),
    latestKycFile(deps.db, userId, 'back'),
  ]);
  if (front?.passed !== 1) throw new ApiError('idFrontFailed');
  if (back?.passed !== 1) throw new ApiError('idBackFirst');
  const row = await store(deps, userId, files, 'face');
  const result = sandboxLiveness(row.sha256, front.sha256);
  await setKycResult(deps.db, row.id, result.passed, { ...result });
  return result;
}

/** Which photos are accepted: the newest of each kind passed its check. */
export async function kycStatus(deps: ServerDeps, userId: number) {
  const [front, back, face] = await Promise.all(
    (['front', 'back', 'face'] as const).map((k) => latestKycFile(deps.db, userId, k)),
  );
  return { front: front?.passed === 1, back: back?.passed === 1, face: face?.passed === 1 };
}

/** Closes the ID step once front, back and face are accepted. */
export async function finishUploads(deps: ServerDeps, userId: number) {
  const kinds: KycKind[] = ['front', 'back', 'face'];
  const [front, back, face] = await Promise.all(
    kinds.map((k) => latestKycFile(deps.db, userId, k)),
  );
  if (front?.passed !== 1) throw new ApiError('idFrontFailed');
  if (back?.passed !== 1) throw new ApiError('idBackFirst');
  if (face?.passed !== 1) throw new ApiError('faceRequired');
  return profileProgress(deps, userId);
}
