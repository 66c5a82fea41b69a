/** HTTP side of the identity calls (docs/product.md §7 /user/upload/curp/*, curp/ocr, saveFaceImage, ...). */
import type { RouteHandlers, ServerDeps } from '../../types';
import { finishUploads, kycStatus, ocrResult, saveFace, uploadIdSide } from './service';

export function kycRoutes(deps: ServerDeps): RouteHandlers {
  return {
    uploadCurpFront: ({ user, files }) => uploadIdSide(deps, user.userId, files, 'front'),
    uploadCurpBack: ({ user, files }) => uploadIdSide(deps, user.userId, files, 'back'),
    curpOcr: ({ user, payload }) => ocrResult(deps, user.userId, payload.fileId),
    saveFaceImage: ({ user, files }) => saveFace(deps, user.userId, files),
    livenessDetectionResultSave: ({ user, files }) => saveFace(deps, user.userId, files),
    kycStatus: ({ user }) => kycStatus(deps, user.userId),
    finishUploadAllImg: ({ user }) => finishUploads(deps, user.userId),
  };
}
