/**
 * Calls the API the way the app does (AES envelope, §7 headers) for the steps the journey does not
 * drive through the screens: the profile forms, which have their own browser tests.
 */
import { routes, type RouteName } from '../../src/shared/contract/routes.gen';
import type { EndpointTypes } from '../../src/shared/contract/types.gen';
import { randomParamName, sealPayload } from '../../src/shared/envelope';

const PACKAGE = 'com.mkopo.credit';

export async function apiCall<N extends RouteName>(
  baseUrl: string,
  token: string,
  name: N,
  input: EndpointTypes[N]['request'],
): Promise<EndpointTypes[N]['response']> {
  const route = routes[name];
  const sealed = sealPayload({ ...input }, PACKAGE);
  const headers = {
    Authorization: token,
    packageName: PACKAGE,
    appName: 'Mkopo',
    afid: '',
    lang: 'en',
    platform: 'android',
  };
  const url = `${baseUrl}${route.base}${route.path}`;
  const res =
    route.method === 'GET'
      ? await fetch(`${url}?${randomParamName()}=${encodeURIComponent(sealed)}`, { headers })
      : await fetch(url, {
          method: 'POST',
          headers: { ...headers, 'Content-Type': 'text/plain' },
          body: sealed,
        });
  const body = (await res.json()) as {
    code: number;
    msg: string;
    data: EndpointTypes[N]['response'];
  };
  if (body.code !== 0) throw new Error(`${name} answered ${body.code} ${body.msg}`);
  return body.data;
}

/** A valid Tanzanian profile (schemas/tz): adult, NIDA number starting with the birth date. */
export const PROFILE = {
  personal: {
    firstName: 'Asha',
    lastName: 'Juma',
    gender: '2',
    inputBirthday: '15-03-1992',
    education: 'Secondary',
    maritalStatus: 'Married',
    nationalId: '19920315-12345-00002-26',
    whatsappNo: '0754123456',
    email: 'asha.juma@gmail.com',
    residenceType: 'Rented',
    state: 'Dar es Salaam',
    city: 'Kinondoni Municipal',
    address: 'Mwenge, Plot 12',
  },
  addition: {
    employmentType: 'employee',
    industryCategory: 'retail',
    jobExperience: '1to3',
    monthlySalary: '180001to280000',
    payFrequency: 'Monthly',
    monthlyPayday: '25',
    emergencyContactName1: 'Juma Ali',
    emergencyContactMobile1: '0713000111',
    emergencyContactRelation1: 'parents',
    emergencyContactName2: 'Neema Said',
    emergencyContactMobile2: '0714000222',
    emergencyContactRelation2: 'siblings',
  },
  questionnaire: {
    q1: 'no',
    q2: 'no',
    q3: 'good',
    q4: 'none',
    q5: 'none',
    q6: 'never',
    q7: 'nothing',
    q8: '0',
    q9: '0',
    q10: '0',
    q11: '0',
  },
};
