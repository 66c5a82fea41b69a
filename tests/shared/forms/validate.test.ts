/** Every validation rule of §5 on the shipped files, with the message key each failure gets. */
import { describe, expect, it } from 'vitest';
import { CONTACTS, errorsOf, PERSONAL_TZ, WORK } from './support';

const personal = (patch: Record<string, string>) =>
  errorsOf('tz', 'personal', { ...PERSONAL_TZ, ...patch });
const contacts = (patch: Record<string, string>, login?: string) =>
  errorsOf('tz', 'contacts', { ...CONTACTS, ...patch }, login);

describe('personal info (§5)', () => {
  it('accepts a complete form', () => {
    expect(personal({})).toEqual({});
  });

  it.each([
    ['firstName', '', 'required'],
    ['firstName', 'Al', 'minLength'],
    ['firstName', 'Am1na', 'pattern'],
    ['lastName', 'Ju', 'minLength'],
    ['middleName', 'Jo', 'minLength'],
    ['whatsappNo', '07541234567', 'pattern'],
    ['whatsappNo', '0754-12345', 'pattern'],
    ['sparePhone', '12345678901234', 'pattern'],
    ['email', '', 'required'],
    ['email', 'amina@hotmail.com', 'pattern'],
    ['email', 'ami#na@gmail.com', 'pattern'],
    ['address', 'A', 'minLength'],
    ['address', 'x'.repeat(101), 'maxLength'],
    ['nationalId', '', 'required'],
    ['nationalId', '1990031412345000022', 'pattern'],
    ['nationalId', '19900314-1234-00002-26', 'pattern'],
  ])('%s = %j fails %s', (field, value, keyword) => {
    expect(personal({ [field]: value })[field]).toBe(`forms:personal.${field}.${keyword}`);
  });

  it('accepts letters of any alphabet in names, and an empty middle name', () => {
    expect(personal({ firstName: 'Zuhura', middleName: '', lastName: 'Ñúñez' })).toEqual({});
  });

  it('a NIDA number whose first 8 digits are not a date is refused with the NIDA message', () => {
    expect(personal({ nationalId: '19901399-12345-00002-26' }).nationalId).toBe(
      'forms:personal.nationalId.datePrefix',
    );
  });

  it('a NIDA date that differs from the birthday is only a warning', () => {
    expect(personal({ nationalId: '19850101-12345-00002-26' })).toEqual({});
  });

  it('the birthday lies in the 65 years ending 18 years ago', () => {
    expect(personal({ inputBirthday: '16-01-2008' }).inputBirthday).toBe(
      'forms:personal.inputBirthday.range',
    );
    expect(personal({ inputBirthday: '15-01-2008' })).toEqual({});
    expect(personal({ inputBirthday: '31-02-1990' }).inputBirthday).toBe(
      'forms:personal.inputBirthday.range',
    );
  });

  it('errors of hidden fields never show', () => {
    const errors = errorsOf('tz', 'personal', {
      ...PERSONAL_TZ,
      inputBirthday: '',
      email: 'x@hotmail.com',
    });
    expect(errors.email).toBeUndefined();
    expect(errors.inputBirthday).toBe('forms:personal.inputBirthday.required');
  });
});

describe('work (§5)', () => {
  it('requires the visible fields only', () => {
    expect(
      errorsOf('tz', 'work', { employmentType: 'Unemployed', monthlySalary: 'upTo70000' }),
    ).toEqual({});
    expect(errorsOf('tz', 'work', { ...WORK, monthlyPayday: '' }).monthlyPayday).toBe(
      'forms:work.monthlyPayday.required',
    );
  });
});

describe('emergency contacts (§5)', () => {
  it('accepts 9 digits, or 10 starting with 0', () => {
    expect(contacts({ emergencyContactMobile1: '713000001' })).toEqual({});
    expect(contacts({ emergencyContactMobile1: '1713000001' }).emergencyContactMobile1).toBe(
      'forms:contacts.emergencyContactMobile1.pattern',
    );
    expect(contacts({ emergencyContactMobile1: '07130000' }).emergencyContactMobile1).toBe(
      'forms:contacts.emergencyContactMobile1.pattern',
    );
  });

  it('a contact name is at most 50 characters', () => {
    expect(contacts({ emergencyContactName1: 'a'.repeat(51) }).emergencyContactName1).toBe(
      'forms:contacts.emergencyContactName1.maxLength',
    );
  });

  it('relations differ, phones differ, and neither is the login phone', () => {
    expect(contacts({ emergencyContactRelation2: 'spouse' }).emergencyContactRelation2).toBe(
      'forms:contacts.error.relationsSame',
    );
    expect(contacts({ emergencyContactMobile2: '0713000001' }).emergencyContactMobile2).toBe(
      'forms:contacts.error.phonesSame',
    );
    expect(contacts({}, '+255713000001').emergencyContactMobile1).toBe(
      'forms:contacts.error.ownPhone',
    );
  });
});

describe('questionnaire (§5)', () => {
  it('every question must be answered', () => {
    const errors = errorsOf('tz', 'questionnaire', { q1: 'yes' });
    expect(Object.keys(errors)).toHaveLength(10);
    expect(errors.q11).toBe('forms:questionnaire.error.required');
  });
});

describe('Kenya by data (§5 with Kenyan rules)', () => {
  const ke = {
    ...PERSONAL_TZ,
    state: 'Nairobi City',
    city: 'Embakasi',
    nationalId: '12345678',
  };
  it('accepts a Kenyan ID of 1 to 9 digits and refuses 10', () => {
    expect(errorsOf('ke', 'personal', ke)).toEqual({});
    expect(errorsOf('ke', 'personal', { ...ke, nationalId: '1234567890' }).nationalId).toBe(
      'forms:personal.nationalIdKe.pattern',
    );
  });

  it('asks for the county with its own message', () => {
    expect(errorsOf('ke', 'personal', { ...ke, state: '' }).state).toBe(
      'forms:personal.county.required',
    );
  });

  it('contact phones follow the +254 mobile ranges (07…, 01…)', () => {
    expect(
      errorsOf('ke', 'contacts', { ...CONTACTS, emergencyContactMobile1: '0112345678' }),
    ).toEqual({});
    expect(
      errorsOf('ke', 'contacts', { ...CONTACTS, emergencyContactMobile1: '0212345678' })
        .emergencyContactMobile1,
    ).toBe('forms:contacts.emergencyContactMobile1.pattern');
  });
});
