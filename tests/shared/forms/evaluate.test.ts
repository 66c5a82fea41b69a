/** The rule evaluator (docs/architecture.md §5) against the shipped Tanzanian files: every §4 dependency. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyChange, evaluate } from '../../../src/shared/forms/index';
import { formFile, PERSONAL_TZ, WORK } from './support';

const personal = formFile('tz', 'personal');
const work = formFile('tz', 'work');
const AFTER_BIRTHDAY = [
  'education',
  'maritalStatus',
  'nationalId',
  'whatsappNo',
  'sparePhone',
  'email',
];

describe('personal info rules (§4)', () => {
  it('shows education, marital status, ID, WhatsApp, spare phone and email only after the birthday', () => {
    const before = evaluate(personal, { firstName: 'Amina' });
    for (const f of AFTER_BIRTHDAY) expect(before.visible).not.toContain(f);
    const after = evaluate(personal, { inputBirthday: '14-03-1990' });
    for (const f of AFTER_BIRTHDAY) expect(after.visible).toContain(f);
  });

  it('a field flagged x-hidden is neither shown nor kept until operations remove the flag', () => {
    const hidden = evaluate(personal, { ...PERSONAL_TZ, pinCode: '23100' });
    expect(hidden.visible).not.toContain('pinCode');
    expect(hidden.data.pinCode).toBeUndefined();
    const { 'x-hidden': _flag, ...pinCode } = personal.schema.properties.pinCode ?? {
      type: 'string',
    };
    const on = {
      ...personal,
      schema: { ...personal.schema, properties: { ...personal.schema.properties, pinCode } },
    };
    expect(evaluate(on, { ...PERSONAL_TZ, pinCode: '23100' }).data.pinCode).toBe('23100');
  });

  it('drops the values of fields the birthday hides', () => {
    const { data } = evaluate(personal, { ...PERSONAL_TZ, inputBirthday: '' });
    expect(data.education).toBeUndefined();
    expect(data.email).toBeUndefined();
    expect(data.firstName).toBe('Amina');
  });

  it('needs a region before the district, and offers only that region’s districts', () => {
    expect(evaluate(personal, {}).visible).not.toContain('city');
    const arusha = evaluate(personal, { state: 'Arusha' });
    expect(arusha.options.city?.map((o) => o.const)).toContain('Karatu District');
    expect(arusha.options.city?.map((o) => o.const)).not.toContain('Dodoma City');
  });

  it('changing the region clears the district', () => {
    const before = evaluate(personal, PERSONAL_TZ).data;
    const next = applyChange(personal, before, { ...before, state: 'Dodoma' });
    expect(next.data.city).toBeUndefined();
    expect(next.data.state).toBe('Dodoma');
  });

  it('a stored value matching no offered option is cleared (hidden option, other region)', () => {
    const { data } = evaluate(personal, {
      ...PERSONAL_TZ,
      education: 'PrimarySchool',
      city: 'Dodoma City',
    });
    expect(data.education).toBeUndefined();
    expect(data.city).toBeUndefined();
  });

  it('hidden entries of the longer lists are kept in the file but not offered', () => {
    const offered = evaluate(personal, { inputBirthday: '14-03-1990' }).options.maritalStatus?.map(
      (o) => o.const,
    );
    expect(offered).toEqual(['Unmarried', 'Married', 'Divorced', 'Others']);
  });
});

describe('work rules (§4)', () => {
  it('unemployed hides industry, experience and pay frequency', () => {
    const { visible } = evaluate(work, { employmentType: 'Unemployed' });
    expect(visible).toEqual(['employmentType', 'monthlySalary']);
  });

  it('self-employed hides experience and pay frequency, keeps industry', () => {
    const { visible } = evaluate(work, { employmentType: 'self_employed' });
    expect(visible).toEqual(['employmentType', 'industryCategory', 'monthlySalary']);
  });

  it('changing employment type clears industry; changing pay frequency clears both paydays', () => {
    const before = evaluate(work, {
      ...WORK,
      payFrequency: 'Biweekly',
      monthlyPaydayTwo: '28',
    }).data;
    expect(before.monthlyPaydayTwo).toBe('28');
    const employment = applyChange(work, before, {
      ...before,
      employmentType: 'ParttimeEmployee',
    }).data;
    expect(employment.industryCategory).toBeUndefined();
    const frequency = applyChange(work, before, { ...before, payFrequency: 'Monthly' }).data;
    expect(frequency.monthlyPayday).toBeUndefined();
    expect(frequency.monthlyPaydayTwo).toBeUndefined();
  });

  it.each([
    ['Monthly', 31, false],
    ['Biweekly', 31, true],
    ['Weekly', 7, false],
    ['Fourteen', 7, true],
  ])('%s: %i payday options, second payday %s', (freq, count, second) => {
    const e = evaluate(work, { employmentType: 'employee', payFrequency: freq });
    expect(e.options.monthlyPayday).toHaveLength(count);
    expect(e.visible.includes('monthlyPaydayTwo')).toBe(second);
    const sample = e.options.monthlyPayday?.[0]?.const;
    expect(sample).toBe(count === 31 ? '1' : 'Monday');
  });

  it('a weekday payday does not survive a switch to a monthly frequency', () => {
    const { data } = evaluate(work, { ...WORK, payFrequency: 'Monthly', monthlyPayday: 'Friday' });
    expect(data.monthlyPayday).toBeUndefined();
  });
});

describe('evaluator properties', () => {
  const fields = [...Object.keys(work.schema.properties), 'unknown'];
  const values = [
    '',
    'employee',
    'Unemployed',
    'self_employed',
    'Weekly',
    'Monthly',
    'Biweekly',
    'Fourteen',
    '5',
    'Friday',
    'retail',
    '1to3',
  ];
  const anyData = fc.dictionary(fc.constantFrom(...fields), fc.constantFrom(...values));

  it('is idempotent and keeps only visible fields with offered values', () => {
    fc.assert(
      fc.property(anyData, (data) => {
        const once = evaluate(work, data);
        expect(evaluate(work, once.data).data).toEqual(once.data);
        for (const [field, value] of Object.entries(once.data)) {
          expect(once.visible).toContain(field);
          const options = once.options[field];
          if (options) expect(options.map((o) => o.const)).toContain(value);
        }
      }),
    );
  });
});
