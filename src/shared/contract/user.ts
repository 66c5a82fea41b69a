/** Profile and KYC calls of spec §7 (wallet, ID, face, submit, account deletion); the forms are in forms.ts. */
import { endpoint, object } from './define';
import { bankCode, id, mobile, orderNo, progress, smsCode, text, uploadedFile } from './fields';

/**
 * The eight reasons of spec §3 for deleting an account, as codes 1 to 8 (index + 1); the client
 * translates the keys (`account:deleteReason.<key>`).
 */
export const DELETE_REASONS = [
  'noLongerNeeded',
  'costTooHigh',
  'limitTooLow',
  'applicationRejected',
  'privacyConcern',
  'otherLender',
  'appProblems',
  'other',
] as const;

/** What deletion keeps, as lending records law requires, and for how long (RECORD_RETENTION_YEARS). */
const retention = object({
  records: {
    type: 'array',
    items: { type: 'string', enum: ['loans', 'repayments', 'ledger'] },
    description: 'Loan agreements and orders, repayment records, ledger entries',
  },
  years: { type: 'integer', minimum: 0 },
});

const faceResult = object(
  { passed: { type: 'boolean' }, score: { type: 'number', minimum: 0, maximum: 100 } },
  ['passed'],
);

export const user = {
  logout: endpoint({
    method: 'POST',
    path: '/user/logout',
    auth: true,
    summary:
      'Ends this session on the server (the log-out button), so the token is refused from then on, also where it was copied',
  }),
  addBankCard: endpoint({
    method: 'POST',
    path: '/user/addBankCard',
    auth: true,
    summary: 'Binds the wallet the loan is paid into, after an SMS code of type bindCard',
    request: object({ bankCode, account: mobile, code: smsCode }),
    response: progress,
  }),
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
  submit: endpoint({
    method: 'POST',
    path: '/user/submit',
    auth: true,
    summary: 'E-signs and submits the confirmed order (14 → 19); idempotent for the retry button',
    request: object(
      {
        orderNo,
        quoteId: {
          type: 'string',
          minLength: 1,
          maxLength: 64,
          description:
            'The quote confirmed (confirmProductInfo); only the last one shown is booked',
        },
        amount: { type: 'integer', minimum: 1, description: 'Principal of that quote' },
        days: { type: 'integer', minimum: 1, description: 'Tenure of that quote' },
        couponId: id,
        agreed: { type: 'boolean', const: true, description: 'Loan agreement accepted (spec §5)' },
        agreementSha256: {
          type: 'string',
          pattern: '^[0-9a-f]{64}$',
          description:
            'Hash of the agreement shown (loanAgreement); refused if it is not this quote',
        },
        signature: {
          type: 'string',
          minLength: 3,
          maxLength: 100,
          description:
            "The borrower's full name typed on confirm: the e-signature kept with the order",
        },
      },
      ['orderNo', 'quoteId', 'amount', 'days', 'agreed', 'signature'],
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
        orderNo: { ...orderNo, description: 'The order that blocks deletion' },
        retention,
      },
      ['canDelete', 'retention'],
    ),
  }),
  userDelete: endpoint({
    method: 'POST',
    path: '/user/delete',
    auth: true,
    summary:
      'Deletes the account with the ticket of verifyCodeDeleteUser and one reason; every session ends',
    request: object(
      {
        ticket: text(128),
        reason: {
          type: 'integer',
          minimum: 1,
          maximum: DELETE_REASONS.length,
          description: `One of DELETE_REASONS (1-based): ${DELETE_REASONS.join(', ')}; missing: deleteReasonRequired`,
        },
      },
      ['ticket'],
    ),
    response: object({
      retention,
      retainedUntil: { type: 'integer', minimum: 0, description: 'Seconds since the epoch' },
    }),
  }),
} as const;
