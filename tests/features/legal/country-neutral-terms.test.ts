/**
 * The terms and the rollover agreement serve every country: no rate or number of days of one
 * product is written in them (the confirm screen, the loan agreement and the rollover screen state
 * the product's own), in any language. Nor in the FAQ, which every country's borrowers read.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

type Section = { title: string; body: string };
// Every language folder with its own terms (locales/languages.json sits beside them; a language
// without legal.json yet reads its chain's).
const languages = readdirSync('locales', { withFileTypes: true })
  .filter((e) => e.isDirectory() && existsSync(`locales/${e.name}/legal.json`))
  .map((e) => e.name);

describe('the terms and the rollover agreement', () => {
  it.each(languages)('name no rate of tax or penalty and no rollover days (%s)', (lang) => {
    const legal = JSON.parse(readFileSync(`locales/${lang}/legal.json`, 'utf8')) as Record<
      string,
      Record<string, Section | string>
    >;
    const texts = (['terms', 'convenios'] as const).flatMap((doc) =>
      Object.values(legal[doc] ?? {}).flatMap((s) =>
        typeof s === 'string' ? [s] : [s.title, s.body],
      ),
    );
    expect(texts.length).toBeGreaterThan(10);
    for (const text of texts) {
      expect(text, text).not.toMatch(/\d\s?%/);
      expect(text, text).not.toMatch(/\b7\b/);
    }
  });

  // A language without its own FAQ reads its fallback chain's.
  const faqs = readdirSync('src/server/features/feedback/faq').map((f) => f.replace(/\.json$/, ''));
  it.each(faqs)('the FAQ names no currency, rate or rollover days either (%s)', (lang) => {
    const faq = JSON.parse(
      readFileSync(`src/server/features/feedback/faq/${lang}.json`, 'utf8'),
    ) as { answer: string }[];
    expect(faq.length).toBeGreaterThan(5);
    for (const { answer } of faq) {
      expect(answer, answer).not.toMatch(/\d\s?%|\b7\b|shilling|shilingi|chelin|TZS|KSh/i);
    }
  });
});
