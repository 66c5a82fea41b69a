/**
 * The repayment field's refusals read, for a shilling country in English, word for word what
 * the spec says ("Minimum input 1000 shillings", "please enter an integer amount"), from one
 * template whose currency word and minimum are the country's data; every country in each of its
 * languages reads its own currency and minimum with nothing left unfilled.
 */
import { readFileSync } from 'node:fs';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { amountProblemWords } from '../../../src/features/repay/amount-words';
import { COUNTRY_CODES, COUNTRY_FACTS, type Country } from '../../../src/shared/countries';
import { currencyWord } from '../../../src/shared/currency-word';

const read = (lang: string, ns: string) =>
  JSON.parse(readFileSync(`locales/${lang}/${ns}.json`, 'utf8')) as Record<string, unknown>;

async function say(
  lang: string,
  country: Country,
  min: number,
  problem: 'amountBelowMinimum' | 'amountNotInteger',
) {
  const i18n = i18next.createInstance();
  await i18n.init({
    lng: lang,
    fallbackLng: 'en',
    resources: Object.fromEntries(
      [lang, 'en'].map((l) => [l, { repay: read(l, 'repay'), errors: read(l, 'errors') }]),
    ),
  });
  const facts = { country, lang, minorUnits: COUNTRY_FACTS[country].minorUnits, min };
  const words = amountProblemWords(problem, facts);
  return 'values' in words ? i18n.t(words.key, words.values) : i18n.t(words.key);
}

describe('the repayment amount refusals', () => {
  it.each(['TZ', 'KE'] as const)(
    'read the spec word for word in %s, in English and Kiswahili',
    async (country) => {
      expect(await say('en', country, 1000, 'amountBelowMinimum')).toBe(
        'Minimum input 1000 shillings',
      );
      expect(await say('en', country, 1000, 'amountNotInteger')).toBe(
        'please enter an integer amount',
      );
      const sw = country === 'TZ' ? 'sw_TZ' : 'sw_KE';
      expect(await say(sw, country, 1000, 'amountBelowMinimum')).toBe(
        'Kiasi cha chini ni shilingi 1000',
      );
      expect(await say(sw, country, 1000, 'amountNotInteger')).toBe(
        'tafadhali weka kiasi kamili, bila desimali',
      );
    },
  );

  it.each([...COUNTRY_CODES])(
    'name %s’s own currency word and minimum in each of its languages',
    async (country) => {
      const { minorUnits, languages, lendingCaps } = COUNTRY_FACTS[country];
      const min = (lendingCaps?.minRepayAmount ?? 1000) * 10 ** minorUnits;
      for (const lang of languages) {
        const text = await say(lang, country, min, 'amountBelowMinimum');
        expect(text, lang).toContain(currencyWord(country, lang));
        expect(text, lang).toContain(String(lendingCaps?.minRepayAmount ?? 1000));
        expect(text, lang).not.toMatch(/\{\{|\}\}|detail\./);
      }
    },
  );
});
