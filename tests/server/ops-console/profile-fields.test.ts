/**
 * A saved profile as staff read it: labels and option words from the form words, the form's own
 * order, a value no option names shown as typed, a literal option title kept, an empty value
 * left out, and a field the form no longer has still shown, last, under its own name.
 */
import { describe, expect, it } from 'vitest';
import { profileSection } from '../../../src/server/features/ops-console/profile-fields';
import type { FormSchema } from '../../../src/shared/forms/types';

const schema: FormSchema = {
  type: 'object',
  title: 'forms:work.title',
  properties: {
    employmentType: {
      type: 'string',
      title: 'forms:work.employmentType.label',
      oneOf: [{ const: 'employee', title: 'forms:options.employmentType.employee' }],
    },
    workCity: {
      type: 'string',
      title: 'forms:work.workCity.label',
      oneOf: [{ const: 'dar', title: 'Dar es Salaam' }],
    },
    companyName: { type: 'string', title: 'forms:work.companyName.label' },
    monthlySalary: {
      type: 'string',
      title: 'forms:work.monthlySalary.label',
      oneOf: [{ const: '1-2', title: 'forms:options.monthlySalary.low' }],
    },
  },
};

const words = {
  work: {
    title: 'Kazi',
    employmentType: { label: 'Aina ya ajira' },
    workCity: { label: 'Mji' },
    companyName: { label: 'Jina la kampuni' },
    monthlySalary: { label: 'Mshahara' },
  },
  options: { employmentType: { employee: 'Mwajiriwa' }, monthlySalary: { low: 'Chini' } },
};

describe('profile fields', () => {
  it('labels each field and names each option in the words given', () => {
    const data = {
      oldField: 'kept',
      companyName: 'Duka la Mama',
      employmentType: 'employee',
      workCity: 'dar',
      monthlySalary: '9-10',
      empty: '  ',
    };
    expect(profileSection('work', schema, data, words)).toEqual({
      form: 'work',
      title: 'Kazi',
      fields: [
        { field: 'employmentType', label: 'Aina ya ajira', value: 'Mwajiriwa' },
        { field: 'workCity', label: 'Mji', value: 'Dar es Salaam' },
        { field: 'companyName', label: 'Jina la kampuni', value: 'Duka la Mama' },
        { field: 'monthlySalary', label: 'Mshahara', value: '9-10' },
        { field: 'oldField', label: 'oldField', value: 'kept' },
      ],
    });
  });
});
