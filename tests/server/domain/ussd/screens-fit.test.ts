/**
 * Every screen of every USSD form fits the gateway's limit, in every language: each question as
 * the rules can show it (every option list a parent, a filter or a cascade can give it), on each
 * page of its options, under the longest error it can show. The walk's screens are printed to the
 * test's output as text for the record.
 */
import { describe, expect, it } from 'vitest';
import { evaluate, formsKeyChecker, type FormData } from '../../../../src/shared/forms/index';
import { USSD_FORMS, USSD_LIMITS } from '../../../../src/server/domain/ussd/limits';
import { question } from '../../../../src/server/domain/ussd/question';
import { screenKeys } from '../../../../src/server/domain/ussd/keys';
import { say } from '../../../../src/server/domain/ussd/words';
import { LANGS, formsOf, locales, navOf, walkForm } from './support';

/** Data that opens every visibility rule and option list the forms know: one option field at a time. */
function scenarios(file: ReturnType<typeof walkForm>['file']): FormData[] {
  const base: FormData = { inputBirthday: '15-06-1990' };
  const out: FormData[] = [base];
  for (const [field, def] of Object.entries(file.schema.properties))
    for (const o of def.oneOf ?? []) out.push({ ...base, [field]: o.const });
  return out;
}

describe.each(['tz', 'ke'])('USSD screens of %s', (country) => {
  it.each(USSD_FORMS)('%s fits the screen on every page in every language', (name) => {
    const form = walkForm(country, name);
    const keys = screenKeys(form.file, name, formsKeyChecker(locales.en));
    // One question per field and option list: the same list is not drawn twice.
    const questions = new Map<string, FormData>();
    for (const data of scenarios(form.file)) {
      const ev = evaluate(form.file, data);
      for (const field of ev.visible) {
        const list = (ev.options[field] ?? []).map((o) => o.const).join('|');
        questions.set(`${field}#${list}`, ev.data);
      }
    }
    expect(questions.size).toBeGreaterThan(5);
    let screens = 0;
    for (const lang of LANGS) {
      const forms = formsOf(lang);
      const nav = navOf(lang);
      for (const [id, data] of questions) {
        const field = id.split('#')[0] ?? '';
        const errors = keys.filter((k) => k.startsWith(`forms:${name}.${field}.`));
        const longest = [...errors, 'forms:error.enum'].sort(
          (a, b) => say(forms, b).length - say(forms, a).length,
        )[0];
        const first = question(form, { field, page: 0, error: longest }, data, forms, nav);
        for (let page = 0; page < first.pages; page++) {
          const { screen } = question(form, { field, page, error: longest }, data, forms, nav);
          screens++;
          expect(
            screen.text.length,
            `${lang} ${id} page ${page}:\n${screen.text}`,
          ).toBeLessThanOrEqual(USSD_LIMITS.screenChars);
          expect(screen.text).toMatch(/^[\n\x20-\x7E]+$/);
        }
      }
    }
    expect(screens).toBeGreaterThan(0);
  });
});
