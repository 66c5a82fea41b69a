/** The form files served over HTTP and the three save calls (docs/architecture.md §5, docs/product.md §4, §5). */
import { describe, expect, it } from 'vitest';
import { call, setUpTestApp, signIn } from '../helpers';
import { and, desc, eq } from 'drizzle-orm';
import { findProfileForm } from '../../../src/server/features/profile/repo';
import { profileForms } from '../../../src/server/db/schema';
import { CONTACTS, PERSONAL_TZ, WORK } from '../../shared/forms/support';

const ctx = setUpTestApp({ perTest: false });

const PERSONAL = PERSONAL_TZ;
const WORK_CONTACTS = { ...WORK, ...CONTACTS };

describe('GET /api/forms/:country/:form', () => {
  it('serves a form with its hash as ETag, and 304 when unchanged', async () => {
    const res = await ctx.t.app.inject({ method: 'GET', url: '/api/forms/tz/personal' });
    expect(res.statusCode).toBe(200);
    const body = res.json() as {
      hash: string;
      schema: { properties: Record<string, unknown> };
      validatorUrl: string;
    };
    expect(Object.keys(body.schema.properties)).toContain('nationalId');
    // The validator is a module of its own, never code inside the JSON.
    expect(JSON.stringify(body)).not.toContain('exports.');
    expect(body.validatorUrl).toBe(`/api/forms/tz/personal/validator-${body.hash}.js`);
    const module = await ctx.t.app.inject({ method: 'GET', url: body.validatorUrl });
    expect(module.statusCode).toBe(200);
    expect(module.headers['content-type']).toMatch(/^text\/javascript/);
    expect(module.headers['cache-control']).toContain('immutable');
    expect(module.body).toMatch(/export default exports\[VALIDATOR_ID\];\n$/);
    const stale = await ctx.t.app.inject({
      method: 'GET',
      url: '/api/forms/tz/personal/validator-0000000000000000.js',
    });
    expect(stale.statusCode).toBe(404);
    expect(res.headers.etag).toBe(`"${body.hash}"`);
    const again = await ctx.t.app.inject({
      method: 'GET',
      url: '/api/forms/tz/personal',
      headers: { 'if-none-match': `"${body.hash}"` },
    });
    expect(again.statusCode).toBe(304);
  });

  it('serves Kenya from its own folder and answers notFound for an unknown form', async () => {
    const ke = await ctx.t.app.inject({ method: 'GET', url: '/api/forms/KE/personal' });
    expect(ke.statusCode).toBe(200);
    expect(JSON.stringify(ke.json())).toContain('Nairobi');
    const none = await ctx.t.app.inject({ method: 'GET', url: '/api/forms/tz/product' });
    expect(none.statusCode).toBe(404);
  });
});

describe('save calls', () => {
  it('moves the borrower on from 6 to 11 and beyond, and stores the cleaned data', async () => {
    const token = await signIn(ctx.t, '0754000111');
    const personal = await call(
      ctx.t.app,
      'saveBasicInfoMarket',
      { ...PERSONAL, middleName: '' },
      { token },
    );
    expect(personal.json()).toMatchObject({ code: 0, data: { status: 11 } });
    const addition = await call(ctx.t.app, 'saveAdditionInfoMarket', WORK_CONTACTS, { token });
    // The next step after work + contacts is whatever the application still lacks (ID, questionnaire).
    const next = addition.json() as { code: number; data: { status: number } };
    expect(next.code).toBe(0);
    expect([12, 17]).toContain(next.data.status);
    const work = await findProfileForm(ctx.testDb.db, 1, 'work');
    expect(work?.data).toMatchObject({ monthlyPayday: '25', employmentType: 'employee' });
    expect(work?.data).not.toHaveProperty('emergencyContactName1');
    const contacts = await findProfileForm(ctx.testDb.db, 1, 'contacts');
    expect(contacts?.data).toMatchObject({ emergencyContactRelation2: 'siblings' });
  });

  it('drops hidden and stale values before storing (unemployed, payday of another frequency)', async () => {
    const token = await signIn(ctx.t, '0754000112');
    const res = await call(
      ctx.t.app,
      'saveAdditionInfoMarket',
      { ...WORK_CONTACTS, employmentType: 'Unemployed' },
      { token },
    );
    expect(res.json()).toMatchObject({ code: 0 });
    const work = await findProfileForm(ctx.testDb.db, 1, 'work');
    expect(work?.data).toEqual({ employmentType: 'Unemployed', monthlySalary: '70001to180000' });
  });

  it('answers every failing field with its message key', async () => {
    const token = await signIn(ctx.t, '0754000113');
    const res = await call(
      ctx.t.app,
      'saveBasicInfoMarket',
      { ...PERSONAL, firstName: 'Al', nationalId: '12345678', email: 'amina@hotmail.com' },
      { token },
    );
    const body = res.json() as { code: number; errors: { field: string; key: string }[] };
    expect(res.statusCode).toBe(422);
    expect(body.errors).toEqual(
      expect.arrayContaining([
        { field: 'firstName', key: 'forms:personal.firstName.minLength' },
        { field: 'nationalId', key: 'forms:personal.nationalId.pattern' },
        { field: 'email', key: 'forms:personal.email.pattern' },
      ]),
    );
  });

  it('refuses equal relations, equal phones and the login number', async () => {
    const token = await signIn(ctx.t, '0754000114');
    const res = await call(
      ctx.t.app,
      'saveAdditionInfoMarket',
      {
        ...WORK_CONTACTS,
        emergencyContactRelation2: 'spouse',
        emergencyContactMobile1: '0754000114',
        emergencyContactMobile2: '754000114',
      },
      { token },
    );
    const body = res.json() as { errors: { field: string; key: string }[] };
    expect(body.errors).toEqual(
      expect.arrayContaining([
        { field: 'emergencyContactRelation2', key: 'forms:contacts.error.relationsSame' },
        { field: 'emergencyContactMobile2', key: 'forms:contacts.error.phonesSame' },
        { field: 'emergencyContactMobile1', key: 'forms:contacts.error.ownPhone' },
      ]),
    );
  });

  it('answers a field no form holds with an error on that field instead of dropping it', async () => {
    const token = await signIn(ctx.t, '0754000118');
    const res = await call(
      ctx.t.app,
      'saveBasicInfoMarket',
      { ...PERSONAL, language: 'en' },
      { token },
    );
    expect(res.json()).toMatchObject({
      key: 'validation',
      errors: [{ field: 'language', key: 'forms:error.unknownField' }],
    });
  });

  it('keeps the §3 fields a country does not collect yet in its files, hidden until switched on', async () => {
    const served = (
      await ctx.t.app.inject({ method: 'GET', url: '/api/forms/tz/personal' })
    ).json() as { schema: { properties: Record<string, { 'x-hidden'?: boolean }> } };
    for (const field of [
      'pinCode',
      'county',
      'birthday',
      'cityOfBirth',
      'cardType',
      'familyMonthIncome',
    ])
      expect(served.schema.properties[field]?.['x-hidden']).toBe(true);
    // Known to the form, so not refused as unknown; hidden, so not stored (§5 hidden values).
    const token = await signIn(ctx.t, '0754000119');
    const res = await call(
      ctx.t.app,
      'saveBasicInfoMarket',
      { ...PERSONAL, pinCode: '23100' },
      { token },
    );
    expect(res.json()).toMatchObject({ code: 0 });
  });

  it('sends the saved forms back to a new phone, cleaned by today’s form files', async () => {
    const token = await signIn(ctx.t, '0754000120');
    expect((await call(ctx.t.app, 'getSavedForms', {}, { token })).json()).toMatchObject({
      code: 0,
      data: {},
    });
    await call(ctx.t.app, 'saveAdditionInfoMarket', WORK_CONTACTS, { token });
    const saved = (await call(ctx.t.app, 'getSavedForms', {}, { token })).json() as {
      data: { work: Record<string, string>; contacts: Record<string, string> };
    };
    expect(saved.data.work).toEqual(WORK);
    expect(saved.data.contacts).toEqual(CONTACTS);
    // A row saved under older files: an option no longer offered and a now-hidden field go.
    const [row] = await ctx.testDb.db
      .select()
      .from(profileForms)
      .where(eq(profileForms.form, 'work'))
      .orderBy(desc(profileForms.updatedAt))
      .limit(1);
    await ctx.testDb.db
      .update(profileForms)
      .set({ data: { ...WORK, industryCategory: 'astronaut', companyName: 'Old Ltd' } })
      .where(and(eq(profileForms.userId, row!.userId), eq(profileForms.form, 'work')));
    const cleaned = (await call(ctx.t.app, 'getSavedForms', {}, { token })).json() as {
      data: { work: Record<string, string> };
    };
    expect(cleaned.data.work).toEqual({ ...WORK, industryCategory: undefined });
  });

  it('a retried submit replaces the row instead of adding one', async () => {
    const token = await signIn(ctx.t, '0754000115');
    await call(ctx.t.app, 'saveBasicInfoMarket', PERSONAL, { token });
    const again = await call(
      ctx.t.app,
      'saveBasicInfoMarket',
      { ...PERSONAL, address: 'New address' },
      { token },
    );
    expect(again.json()).toMatchObject({ code: 0, data: { status: 11 } });
    const row = await findProfileForm(ctx.testDb.db, 1, 'personal');
    expect(row?.data.address).toBe('New address');
  });

  it('an incomplete questionnaire answers questionnaireIncomplete', async () => {
    const token = await signIn(ctx.t, '0754000116');
    const res = await call(ctx.t.app, 'saveQuestionnaire', { q1: 'yes' }, { token });
    const body = res.json() as { key: string; errors: { field: string; key: string }[] };
    expect(body.key).toBe('questionnaireIncomplete');
    expect(body.errors).toContainEqual({ field: 'q2', key: 'forms:questionnaire.error.required' });
  });

  it('a Kenyan borrower is validated against schemas/ke and stored as KE', async () => {
    const token = await signIn(ctx.t, '+254712000117');
    const kenyan = { ...PERSONAL, state: 'Nairobi City', city: 'Embakasi', nationalId: '12345678' };
    const res = await call(ctx.t.app, 'saveBasicInfoMarket', kenyan, { token });
    expect(res.json()).toMatchObject({ code: 0, data: { status: 11 } });
    const row = await findProfileForm(ctx.testDb.db, 1, 'personal');
    expect(row?.country).toBe('KE');
    expect(row?.data.nationalId).toBe('12345678');
    // The Tanzanian shape of the NIDA number is not a Kenyan ID.
    const tz = await call(ctx.t.app, 'saveBasicInfoMarket', PERSONAL, { token });
    expect((tz.json() as { errors: { field: string }[] }).errors.map((e) => e.field)).toEqual(
      expect.arrayContaining(['nationalId', 'state']),
    );
  });
});
