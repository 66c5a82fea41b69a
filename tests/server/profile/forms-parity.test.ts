/**
 * Server/engine parity (docs/architecture.md §5): for generated form data, the server accepts exactly what the
 * engine accepts, and refuses it with the same fields and message keys. The engine side is what
 * the phone does: the served JSON, its validator module loaded, keys resolved through i18next.
 */
import fc from 'fast-check';
import i18next from 'i18next';
import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { checkForm, type FieldError, type ServedForm } from '../../../src/shared/forms/index';
import { runValidatorModule } from '../../../src/server/forms/load-validator';
import { call, setUpTestApp, signIn } from '../helpers';
import { CONTACTS, PERSONAL_TZ, WORK } from '../../shared/forms/support';

const ctx = setUpTestApp({ perTest: false, reset: false });
let token: string;
const LOGIN = '+255754000999';
const i18n = i18next.createInstance();

beforeAll(async () => {
  token = await signIn(ctx.t, '0754000999');
  await i18n.init({
    lng: 'en',
    ns: ['forms'],
    resources: {
      en: { forms: JSON.parse(readFileSync('locales/en/forms.json', 'utf8')) as object },
    },
  });
});
async function engineErrors(
  forms: readonly string[],
  data: Record<string, string>,
): Promise<FieldError[]> {
  const errors: FieldError[] = [];
  for (const form of forms) {
    const served = (
      await ctx.t.app.inject({ method: 'GET', url: `/api/forms/tz/${form}` })
    ).json() as ServedForm;
    // As the phone does: the module at validatorUrl, the same text the server runs.
    const module = await ctx.t.app.inject({ method: 'GET', url: served.validatorUrl });
    expect(module.headers['content-type']).toMatch(/^text\/javascript/);
    const v = {
      file: served,
      validate: runValidatorModule(module.body),
      ownerOf: () => form,
      has: (key: string) => i18n.exists(key),
    };
    errors.push(...checkForm(v, data, { now: ctx.t.clock.now(), loginPhone: LOGIN }).errors);
  }
  return sortErrors(errors);
}

const sortErrors = (errors: readonly FieldError[]) =>
  [...errors].sort((a, b) => a.field.localeCompare(b.field) || a.key.localeCompare(b.key));

/** Each field: its valid value, or one of a few wrong or empty ones. */
function dataFor(valid: Record<string, string>, wrong: readonly string[]) {
  const entries = Object.entries(valid).map(
    ([k, v]) =>
      [
        k,
        fc.oneof(
          { weight: 10, arbitrary: fc.constant(v) },
          { weight: 1, arbitrary: fc.constantFrom(...wrong) },
        ),
      ] as const,
  );
  return fc.record(Object.fromEntries(entries)) as fc.Arbitrary<Record<string, string>>;
}

const cases = [
  {
    name: 'personal',
    endpoint: 'saveBasicInfoMarket',
    forms: ['personal'],
    data: dataFor(PERSONAL_TZ, [
      '',
      'Al',
      '0754123456',
      'Dodoma',
      'a@hotmail.com',
      '19901399-12345-00002-26',
    ]),
  },
  {
    name: 'work + contacts',
    endpoint: 'saveAdditionInfoMarket',
    forms: ['work', 'contacts'],
    data: dataFor({ ...WORK, ...CONTACTS }, [
      '',
      'Unemployed',
      'Weekly',
      'Friday',
      'spouse',
      '0754000999',
      '713000001',
    ]),
  },
  {
    name: 'questionnaire',
    endpoint: 'saveQuestionnaire',
    forms: ['questionnaire'],
    data: dataFor(
      {
        q1: 'no',
        q2: 'no',
        q3: 'good',
        q4: 'none',
        q5: 'bank',
        q6: 'never',
        q7: 'nothing',
        q8: '2',
        q9: '0',
        q10: '2',
        q11: '0',
      },
      ['', 'yes', 'good', 'over10', 'never'],
    ),
  },
] as const;

describe('the server accepts exactly what the engine accepts', () => {
  it.each(cases)('$name', async ({ endpoint, forms, data }) => {
    const seen = { accepted: 0, refused: 0 };
    await fc.assert(
      fc.asyncProperty(data, async (payload) => {
        const engine = await engineErrors(forms, payload);
        const res = await call(ctx.t.app, endpoint, payload, { token });
        const body = res.json() as { code: number; errors?: FieldError[] };
        const server = body.code === 0 ? [] : sortErrors(body.errors ?? []);
        expect(server).toEqual(engine);
        seen[body.code === 0 ? 'accepted' : 'refused']++;
      }),
      { numRuns: 40 },
    );
    // The generated data must exercise both answers, or the property says nothing.
    expect(seen.accepted).toBeGreaterThan(0);
    expect(seen.refused).toBeGreaterThan(0);
  });
});
