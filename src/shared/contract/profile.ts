/** Calls served by src/server/features/profile: the borrower forms and saved forms (docs/product.md §7). */
import { endpoint } from './define';
import { formFields, progress } from './fields';

/** docs/product.md §3 personal info, as the personal_infomation form sends it. */
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

/** docs/product.md §3 work info, emergency contacts and social links (additionalInfomation form). */
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

/** docs/product.md §3 credit-history questionnaire, codes 1 to 11; list answers are comma-separated. */
const QUESTIONNAIRE = Array.from({ length: 11 }, (_, i) => `q${i + 1}`);

const formNote =
  'Validated by the server against schemas/<country>/<form>.json after its rules run';

export const profile = {
  saveBasicInfoMarket: endpoint({
    method: 'POST',
    path: '/user/saveBasicInfo-market',
    auth: true,
    summary: 'Saves the personal info form',
    request: formFields(PERSONAL, `Personal info of docs/product.md §3. ${formNote}`),
    response: progress,
  }),
  saveAdditionInfoMarket: endpoint({
    method: 'POST',
    path: '/user/saveAdditionInfo-market',
    auth: true,
    summary: 'Saves the work info and emergency contacts form',
    request: formFields(
      ADDITION,
      `Work info, emergency contacts, social of docs/product.md §3. ${formNote}`,
    ),
    response: progress,
  }),
  saveQuestionnaire: endpoint({
    method: 'POST',
    path: '/user/save/questionnaire',
    auth: true,
    summary: 'Saves the credit-history questionnaire (every question answered)',
    request: formFields(
      QUESTIONNAIRE,
      `Answers to questions 1-11 of docs/product.md §3. ${formNote}`,
    ),
    response: progress,
  }),
  getSavedForms: endpoint({
    method: 'GET',
    path: '/user/savedForms',
    auth: true,
    summary:
      "The borrower's saved forms, cleaned by today's form files (hidden fields and options no longer offered dropped), so a new phone starts from them",
    response: {
      type: 'object',
      properties: Object.fromEntries(
        ['personal', 'work', 'contacts', 'questionnaire'].map((form) => [
          form,
          {
            type: 'object',
            additionalProperties: { type: 'string' },
            description: `Absent when never saved`,
          },
        ]),
      ),
      required: [],
      additionalProperties: false,
    },
  }),
} as const;
