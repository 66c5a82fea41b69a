/** Loads the shipped form files as the server serves them (compiled), for the pure tests. */
import { readFileSync } from 'node:fs';
import { compileForm, type CompiledForm } from '../../../src/server/forms/compile';
import { loadValidator } from '../../../src/server/forms/load-validator';
import {
  checkForm,
  formsKeyChecker,
  type FormFile,
  type LoadedForm,
} from '../../../src/shared/forms/index';

export function formFile(country: string, form: string): FormFile {
  return JSON.parse(readFileSync(`schemas/${country}/${form}.json`, 'utf8')) as FormFile;
}

export function served(country: string, form: string): CompiledForm {
  return compileForm(country, form, formFile(country, form));
}

/** A shipped form with its validator loaded, as the engine receives it on the phone. */
export function loaded(country: string, form: string): LoadedForm {
  const s = served(country, form);
  return { ...s, validate: loadValidator(s.validatorCode, s.validatorId) };
}

/** The validator behind a `validatorUrl` of a shipped form (component tests' module import). */
export function validatorAt(url: string): LoadedForm['validate'] {
  const match = /^\/api\/forms\/([a-z]+)\/([a-z]+)\/validator-[\w-]+\.js$/.exec(url);
  if (!match) throw new Error(`not a validator URL: ${url}`);
  return loaded(match[1] ?? '', match[2] ?? '').validate;
}

const has = formsKeyChecker(JSON.parse(readFileSync('locales/en/forms.json', 'utf8')));

/** Today in tests: 15 January 2026. */
export const NOW = Date.UTC(2026, 0, 15, 9);

/** The error keys of a form for some data, by field. */
export function errorsOf(
  country: string,
  form: string,
  data: Record<string, string>,
  loginPhone?: string,
): Record<string, string> {
  const s = served(country, form);
  const v = {
    file: s,
    validate: loadValidator(s.validatorCode, s.validatorId),
    ownerOf: () => form,
    has,
  };
  const check = checkForm(v, data, { now: NOW, loginPhone });
  return Object.fromEntries(check.errors.map((e) => [e.field, e.key]));
}

export const PERSONAL_TZ = {
  firstName: 'Amina',
  lastName: 'Juma',
  gender: '2',
  inputBirthday: '14-03-1990',
  education: 'Secondary',
  maritalStatus: 'Married',
  nationalId: '19900314-12345-00002-26',
  whatsappNo: '0754123456',
  email: 'amina.juma@gmail.com',
  residenceType: 'Rented',
  state: 'Arusha',
  city: 'Karatu District',
  address: 'Plot 12, Sokoine Road',
};

export const WORK = {
  employmentType: 'employee',
  industryCategory: 'retail',
  jobExperience: '1to3',
  monthlySalary: '70001to180000',
  payFrequency: 'Monthly',
  monthlyPayday: '25',
};

export const CONTACTS = {
  emergencyContactName1: 'Baraka Mushi',
  emergencyContactMobile1: '0713000001',
  emergencyContactRelation1: 'spouse',
  emergencyContactName2: 'Neema Said',
  emergencyContactMobile2: '713000002',
  emergencyContactRelation2: 'siblings',
};
