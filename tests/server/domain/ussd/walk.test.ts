/** The form walk: one question a screen, the web's rules and validator, paging and navigation. */
import { describe, expect, it } from 'vitest';
import { answer, start, type Step } from '../../../../src/server/domain/ussd/walk';
import { question } from '../../../../src/server/domain/ussd/question';
import { formsOf, navOf, walkForm } from './support';

const ctx = { now: Date.UTC(2026, 0, 15), loginPhone: '+255712345678' };
const personal = walkForm('tz', 'personal');
const work = walkForm('tz', 'work');
const en = formsOf('en');
const nav = navOf('en');

function asked(step: Step) {
  if (step.kind !== 'ask') throw new Error(`expected a question, got ${step.kind}`);
  return step;
}

const screenOf = (form: typeof personal, step: Step) => {
  const s = asked(step);
  return question(form, s.at, s.data, en, nav);
};

describe('USSD form walk', () => {
  it('starts at the first question and keeps an answer only once the validator accepts it', () => {
    const first = asked(start(personal, {}, ctx));
    expect(first.at.field).toBe('firstName');
    expect(screenOf(personal, first).screen.text).toBe('First name\n0 Back');
    const refused = asked(answer(personal, first.at, first.data, 'A1', ctx));
    expect(refused.at).toMatchObject({
      field: 'firstName',
      error: expect.stringMatching(/^forms:personal\.firstName\./),
    });
    expect(refused.data).toEqual({});
    expect(screenOf(personal, refused).screen.text).toMatch(/^Please input first name/);
    const next = asked(answer(personal, first.at, {}, 'Amina', ctx));
    expect(next.at.field).toBe('middleName');
    expect(screenOf(personal, next).screen.text).toBe('Middle name\n00 Skip\n0 Back');
    expect(asked(answer(personal, next.at, next.data, '00', ctx)).at.field).toBe('lastName');
  });

  it('numbers and pages a long list, "98" for more and "0" back a page, then back a question', () => {
    const data = { firstName: 'Amina', lastName: 'Juma', gender: '2', inputBirthday: '15-06-1990' };
    const at = { field: 'state', page: 0 };
    const one = question(personal, at, data, en, nav);
    expect(one.pages).toBeGreaterThan(1);
    expect(one.screen.text).toMatch(/^Region\n1 Arusha\n2 Dar es Salaam[\s\S]*\n98 More\n0 Back$/);
    const more = asked(answer(personal, at, data, '98', ctx, one.pages));
    expect(more.at.page).toBe(1);
    const two = question(personal, more.at, data, en, nav).screen.text;
    expect(two).not.toContain('1 Arusha');
    expect(asked(answer(personal, more.at, data, '0', ctx, one.pages)).at.page).toBe(0);
    expect(asked(answer(personal, at, data, '0', ctx, one.pages)).at.field).toBe('residenceType');
    // A number from any page picks its option; one no option has is refused.
    expect(asked(answer(personal, at, data, '2', ctx, one.pages)).data.state).toBe('Dar es Salaam');
    expect(asked(answer(personal, at, data, '77', ctx, one.pages)).at.error).toBe(
      'forms:error.enum',
    );
  });

  it('applies visibility and resets as the web does', () => {
    const first = asked(start(work, {}, ctx));
    expect(first.at.field).toBe('employmentType');
    const employed = asked(answer(work, first.at, {}, '1', ctx));
    expect(employed.at.field).toBe('industryCategory');
    const withIndustry = asked(answer(work, employed.at, employed.data, '1', ctx));
    expect(withIndustry.data.industryCategory).toBeDefined();
    // Back to the employment type and a new answer empties the industry (the file's `resets`).
    const again = answer(work, { field: 'employmentType', page: 0 }, withIndustry.data, '2', ctx);
    expect(asked(again).data.industryCategory).toBeUndefined();
  });

  it('finishes with the data the web would submit, after showing the first error left', () => {
    const data = {
      firstName: 'Amina',
      lastName: 'Juma',
      gender: '2',
      inputBirthday: '15-06-1990',
      education: 'Secondary',
      maritalStatus: 'Married',
      nationalId: '19900615-12345-12345-12',
      whatsappNo: '0712345679',
      email: 'amina@gmail.com',
      residenceType: 'OwnHouse',
      state: 'Arusha',
      city: 'Arusha City',
    };
    const last = asked(start(personal, data, ctx));
    expect(last.at.field).toBe('address');
    const done = answer(personal, last.at, last.data, 'Plot 5', ctx);
    expect(done).toEqual({ kind: 'done', data: { ...data, address: 'Plot 5' } });
    // A typed date and ID become the web's shapes.
    const dob = answer(personal, { field: 'inputBirthday', page: 0 }, {}, '15061990', ctx);
    expect(asked(dob).data.inputBirthday).toBe('15-06-1990');
  });
  it('walks the Kenyan contacts and work forms to the data the web submits, cross-field rules too', () => {
    const kenya = { now: ctx.now, loginPhone: '+254712345678' };
    const walk = (form: ReturnType<typeof walkForm>, inputs: readonly string[]) => {
      let step = start(form, {}, kenya);
      const errors: string[] = [];
      for (const input of inputs) {
        const s = asked(step);
        step = answer(
          form,
          s.at,
          s.data,
          input,
          kenya,
          question(form, s.at, s.data, en, nav).pages,
        );
        if (step.kind === 'ask' && step.at.error) errors.push(step.at.error);
      }
      return { step, errors };
    };
    const contacts = walk(walkForm('ke', 'contacts'), [
      'Jane Doe',
      '0712345678', // the borrower's own number
      '0722000111',
      '1',
      'John Doe',
      '0722000111', // the first contact's number
      '0733000222',
      '2',
    ]);
    expect(contacts.errors).toEqual([
      'forms:contacts.error.ownPhone',
      'forms:contacts.error.phonesSame',
    ]);
    expect(contacts.step).toMatchObject({
      kind: 'done',
      data: { emergencyContactMobile1: '0722000111', emergencyContactMobile2: '0733000222' },
    });
    // Weekly pay offers weekdays for the payday (the file's option filter).
    const job = walk(walkForm('ke', 'work'), ['1', '1', '1', '1', '1', '1']);
    expect(job.step).toMatchObject({
      kind: 'done',
      data: { payFrequency: 'Weekly', monthlyPayday: 'Monday' },
    });
  });
});
