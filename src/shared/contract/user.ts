/** Profile and KYC calls of spec §7 (wallet, ID, face, submit, account deletion); the forms are in forms.ts. */
import { endpoint, object } from './define';
import { bankCode, id, mobile, orderNo, progress, smsCode, text, uploadedFile } from './fields';

const faceResult = object(
  { passed: { type: 'boolean' }, score: { type: 'number', minimum: 0, maximum: 100 } },
  ['passed'],
);

export const user = {
  addBankCard: endpoint({
    method: 'POST',
    path: '/user/addBankCard',
    auth: true,
    summary: 'Binds the wallet the loan is paid into, after an SMS code of type bindCard',
    request: object({ bankCode, account: mobile, code: smsCode }),
    response: progress,
  }),
  finishUploadAllImg: endpoint({
    method: 'POST',
    path: '/user/finishUploadAllImg',
    auth: true,
    summary: 'Closes the ID step once front, back and face are accepted',
    response: progress,
  }),
  submit: endpoint({
    method: 'POST',
    path: '/user/submit',
    auth: true,
    summary: 'E-signs and submits the confirmed order (14 → 19); idempotent for the retry button',
    request: object(
      {
        orderNo,
        amount: { type: 'integer', minimum: 1, description: 'Principal chosen on confirm' },
        days: { type: 'integer', minimum: 1, description: 'Tenure chosen on confirm' },
        couponId: id,
        agreed: { type: 'boolean', const: true, description: 'Loan agreement accepted (spec §5)' },
      },
      ['orderNo', 'amount', 'days', 'agreed'],
    ),
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
  devicePackageList: endpoint({
    method: 'GET',
    path: '/user/device/packageList',
    auth: true,
    summary: 'Package ids the native shell should report as installed (empty by default)',
    response: object({ packages: { type: 'array', items: text(200) } }),
  }),
  userDeleteCheck: endpoint({
    method: 'GET',
    path: '/user/delete-check',
    auth: true,
    summary: 'Whether the account may be deleted (no unpaid loan, no pending application)',
    response: object(
      {
        canDelete: { type: 'boolean' },
        blockedBy: { type: 'string', enum: ['unpaidLoan', 'pendingApplication'] },
      },
      ['canDelete'],
    ),
  }),
  userDelete: endpoint({
    method: 'POST',
    path: '/user/delete',
    auth: true,
    summary: 'Deletes the account with the ticket of verifyCodeDeleteUser and one reason',
    request: object({
      ticket: text(128),
      reason: { type: 'integer', minimum: 1, maximum: 8, description: 'One of the 8 reasons' },
    }),
  }),
} as const;
