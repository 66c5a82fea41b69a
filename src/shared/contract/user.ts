/** Profile and KYC calls of spec §7 (forms, wallet, ID, face, questionnaire, account deletion). */
import { endpoint, object } from './define';
import {
  bankCode,
  formFields,
  id,
  mobile,
  orderNo,
  progress,
  smsCode,
  text,
  uploadedFile,
} from './fields';

/** Spec §3 personal info, as the personal_infomation form sends it. */
const PERSONAL = [
  'firstName',
  'middleName',
  'lastName',
  'gender',
  'inputBirthday',
  'birthday',
  'education',
  'maritalStatus',
  'nationalId',
  'whatsappNo',
  'sparePhone',
  'email',
  'residenceType',
  'pinCode',
  'state',
  'city',
  'county',
  'address',
  'language',
  'cityOfBirth',
  'cardType',
  'familyMonthIncome',
] as const;

/** Spec §3 work info, emergency contacts and social links (additionalInfomation form). */
const ADDITION = [
  'employmentType',
  'companyName',
  'workThereTime',
  'industryCategory',
  'jobExperience',
  'monthlySalary',
  'monthlyPayday',
  'monthlyPaydayTwo',
  'payFrequency',
  'incomeSource',
  'companyPhone',
  'workAddress',
  'workPinCode',
  'workState',
  'workCity',
  'workCounty',
  'emergencyContactName1',
  'emergencyContactMobile1',
  'emergencyContactRelation1',
  'emergencyContactName2',
  'emergencyContactMobile2',
  'emergencyContactRelation2',
  'linkedin',
  'facebook',
] as const;

/** Spec §3 credit-history questionnaire, codes 1 to 11; list answers are comma-separated. */
const QUESTIONNAIRE = Array.from({ length: 11 }, (_, i) => `q${i + 1}`);

const formNote =
  'Validated by the server against schemas/<country>/<form>.json after its rules run';

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
  saveBasicInfoMarket: endpoint({
    method: 'POST',
    path: '/user/saveBasicInfo-market',
    auth: true,
    summary: 'Saves the personal info form',
    request: formFields(PERSONAL, `Personal info of spec §3. ${formNote}`),
    response: progress,
  }),
  saveAdditionInfoMarket: endpoint({
    method: 'POST',
    path: '/user/saveAdditionInfo-market',
    auth: true,
    summary: 'Saves the work info and emergency contacts form',
    request: formFields(ADDITION, `Work info, emergency contacts, social of spec §3. ${formNote}`),
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
  saveQuestionnaire: endpoint({
    method: 'POST',
    path: '/user/save/questionnaire',
    auth: true,
    summary: 'Saves the credit-history questionnaire (every question answered)',
    request: formFields(QUESTIONNAIRE, `Answers to questions 1-11 of spec §3. ${formNote}`),
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
