/** Calls served by src/server/features/kyc: ID photos, their OCR, the face check (docs/product.md §7). */
import { endpoint, object } from './define';
import { id, progress, text, uploadedFile } from './fields';

const faceResult = object(
  { passed: { type: 'boolean' }, score: { type: 'number', minimum: 0, maximum: 100 } },
  ['passed'],
);

export const kyc = {
  kycStatus: endpoint({
    method: 'GET',
    path: '/user/kyc/status',
    auth: true,
    summary:
      'Which ID photos the server has accepted, so the ID screen shows them again after a reload',
    response: object(
      { front: { type: 'boolean' }, back: { type: 'boolean' }, face: { type: 'boolean' } },
      ['front', 'back', 'face'],
    ),
  }),
  finishUploadAllImg: endpoint({
    method: 'POST',
    path: '/user/finishUploadAllImg',
    auth: true,
    summary: 'Closes the ID step once front, back and face are accepted',
    response: progress,
  }),
  curpOcr: endpoint({
    method: 'POST',
    path: '/user/curp/ocr',
    auth: true,
    summary: 'Reads the uploaded ID front; the borrower checks the fields read',
    request: object({ fileId: id }),
    response: object(
      {
        passed: { type: 'boolean' },
        nationalId: { type: 'string', description: 'Digits only' },
        firstName: text(100),
        middleName: text(100),
        lastName: text(100),
        birthday: { type: 'string', description: 'YYYY-MM-DD' },
      },
      ['passed'],
    ),
  }),
  uploadCurpFront: endpoint({
    method: 'POST',
    path: '/user/upload/curp/front',
    auth: true,
    multipart: true,
    summary: 'Uploads the ID card front (part `file`, image up to 20 MB)',
    response: uploadedFile,
  }),
  uploadCurpBack: endpoint({
    method: 'POST',
    path: '/user/upload/curp/back',
    auth: true,
    multipart: true,
    summary: 'Uploads the ID card back (part `file`, image up to 20 MB)',
    response: uploadedFile,
  }),
  saveFaceImage: endpoint({
    method: 'POST',
    path: '/user/saveFaceImage',
    auth: true,
    multipart: true,
    summary: 'Uploads the in-page face capture (part `file`) and compares it with the ID',
    response: faceResult,
  }),
  livenessDetectionResultSave: endpoint({
    method: 'POST',
    path: '/portal/liveness/detection/result/save',
    auth: true,
    multipart: true,
    summary: 'Saves a native liveness result (part `file`: the best frame)',
    request: object(
      {
        provider: { type: 'string', enum: ['accuauth', 'boyingfei'] },
        requestId: text(128),
      },
      ['provider'],
    ),
    response: faceResult,
  }),
} as const;
