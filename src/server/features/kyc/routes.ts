/** HTTP side of the identity calls (spec §7 /user/upload/curp/*, curp/ocr, saveFaceImage, ...). */
import type { RouteHandlers, ServerDeps } from '../../types';
import { signedIn } from '../loans/user';
import { finishUploads, kycStatus, ocrResult, saveFace, uploadIdSide } from './service';

export function kycRoutes(deps: ServerDeps): RouteHandlers {
  return {
    uploadCurpFront: ({ user, files }) => uploadIdSide(deps, signedIn(user), files, 'front'),
    uploadCurpBack: ({ user, files }) => uploadIdSide(deps, signedIn(user), files, 'back'),
    curpOcr: ({ user, payload }) => ocrResult(deps, signedIn(user), payload.fileId),
    saveFaceImage: ({ user, files }) => saveFace(deps, signedIn(user), files),
    livenessDetectionResultSave: ({ user, files }) => saveFace(deps, signedIn(user), files),
    kycStatus: ({ user }) => kycStatus(deps, signedIn(user)),
    finishUploadAllImg: ({ user }) => finishUploads(deps, signedIn(user)),
  };
}
