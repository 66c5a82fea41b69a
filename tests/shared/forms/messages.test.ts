/** The §5 messages: English word for word, every other language present and translated. */
import { COUNTRY_CODES, COUNTRY_FACTS } from '../../../src/shared/countries';
import { LANGUAGE_CODES } from '../../../src/shared/app-languages';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { hasPath } from '../../../src/shared/forms/index';

const load = (lang: string) =>
  JSON.parse(readFileSync(`locales/${lang}/forms.json`, 'utf8')) as unknown;
// The languages a country offers: a language no country offers yet is read along its chain.
const others = LANGUAGE_CODES.filter(
  (lang) =>
    lang !== 'en' &&
    COUNTRY_CODES.some((c) => (COUNTRY_FACTS[c].languages as readonly string[]).includes(lang)),
);
const english = load('en');

function text(json: unknown, path: string): string {
  return path
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], json) as string;
}

/** docs/product.md §5, English as written there. */
const SPEC: Record<string, string> = {
  'personal.firstName.minLength': 'Please input first name of at least 3 letters',
  'personal.middleName.minLength': 'Please input middle name of at least 3 letters',
  'personal.lastName.minLength': 'Please input last name of at least 3 letters',
  'personal.nationalId.required': 'please enter National ID',
  'personal.nationalId.pattern': 'please enter a valid National ID',
  'personal.nationalId.datePrefix': 'Please enter the correct National ID Number(NIDA Number)',
  'personal.whatsappNo.pattern': 'Please enter the correct WhatsApp number',
  'personal.email.required': 'Please input email',
  'personal.email.pattern': "Gmail/Yahoo Mail only and email addr can't contain special symbols.",
  'personal.state.required': 'please select state',
  'questionnaire.incomplete': 'Complete the credit history questionnaire',
  'questionnaire.error.required': 'There are still unanswered questions, please complete',
};

describe('§5 messages', () => {
  it.each(Object.entries(SPEC))('%s is the spec text in English', (path, spec) => {
    expect(text(english, path)).toBe(spec);
  });

  it.each(Object.keys(SPEC))('%s is translated in every other language offered', (path) => {
    expect(others.length).toBeGreaterThan(0);
    for (const lang of others) {
      const words = load(lang);
      expect(hasPath(words, path), lang).toBe(true);
      expect(text(words, path), lang).not.toBe(SPEC[path]);
    }
  });

  it('every required field of the Tanzanian forms says "Please select/input X"', () => {
    for (const form of ['personal', 'work', 'contacts']) {
      const file = JSON.parse(readFileSync(`schemas/tz/${form}.json`, 'utf8')) as {
        schema: { required: string[] };
      };
      for (const field of file.schema.required) {
        expect(text(english, `${form}.${field}.required`)).toMatch(
          /^(Please|please) (select|input|enter)/,
        );
      }
    }
  });
});
