/**
 * Every SMS is given every value its text names (domain/sms-values.ts, features/sms/
 * message-values.ts): each template of each language, rendered for each country with exactly the
 * values its sender supplies, leaves no `{{placeholder}}` and no raw key; a text naming a value
 * its message is not given is refused (as `npm run schemas:check` says), and a sender that leaves
 * one out cannot write the message.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkSchemas } from '../../../scripts/check-pack';
import { SMS_TEMPLATES, SUPPLIED_VALUES } from '../../../src/server/domain/sms-values';
import { checkSmsTexts, flattenTexts, LONGEST_VALUES } from '../../../src/server/domain/sms-words';
import { formStore } from '../../../src/server/forms/registry';
import { fillText, requireValues } from '../../../src/server/features/sms/message-values';
import { templateText } from '../../../src/server/features/sms/words';
import { COUNTRY_CODES, COUNTRY_FACTS } from '../../../src/shared/countries';

const LANGUAGES = (
  JSON.parse(readFileSync('locales/languages.json', 'utf8')) as { languages: { code: string }[] }
).languages.map((l) => l.code);
const config = { appName: 'Mkopo' };
const quiet = { info: () => undefined, error: () => undefined };

/** What a sender supplies for `template`: a recognisable value for each name. */
const supplied = (template: (typeof SMS_TEMPLATES)[number]) =>
  Object.fromEntries(SUPPLIED_VALUES[template].map((n) => [n, LONGEST_VALUES[n] ?? `<${n}>`]));

describe('the values of every SMS', () => {
  it('fill every template of every language for every country', () => {
    let rendered = 0;
    for (const country of COUNTRY_CODES) {
      const support = formStore(quiet).countryFile(country)?.support?.phone ?? '';
      expect(support, country).not.toBe('');
      for (const lang of LANGUAGES)
        for (const template of SMS_TEMPLATES) {
          const text = templateText(lang, template);
          expect(text, `${lang} ${template}`).toBeDefined();
          const { text: sms, unfilled } = fillText(text ?? '', supplied(template), config, country);
          const where = `${country} ${lang} ${template}: ${sms}`;
          expect(unfilled, where).toEqual([]);
          expect(sms, where).not.toMatch(/\{\{|\}\}/);
          expect(sms, where).not.toContain(template);
          if (text?.includes('{{support}}')) expect(sms, where).toContain(support);
          if (text?.includes('{{currency}}'))
            expect(sms, where).toContain(COUNTRY_FACTS[country].currency);
          rendered++;
        }
    }
    expect(rendered).toBe(COUNTRY_CODES.length * LANGUAGES.length * SMS_TEMPLATES.length);
  });

  it('say "Call" with the support number in the due-day, late and bureau messages', () => {
    for (const template of ['reminder.due', 'reminder.late', 'bureau.preListing'] as const) {
      const text = templateText('en', template) ?? '';
      const { text: sms } = fillText(text, supplied(template), config, 'TZ');
      expect(sms).toMatch(/[Cc]all \+255 700 000 000/);
    }
  });

  it('refuse a text that names a value its message is not given', () => {
    const texts = flattenTexts(JSON.parse(readFileSync('locales/en/sms.json', 'utf8')));
    expect(checkSmsTexts(texts, 'en', 2)).toEqual([]);
    const wrong = {
      ...texts,
      'plan.waiting': `${texts['plan.waiting'] ?? ''} Owed: {{closeToday}}`,
      'reminder.late': 'Owed by {{dueDate}}: {{currency}} {{byDueDate}}. {{orderNo}}',
    };
    const problems = checkSmsTexts(wrong, 'en', 2);
    expect(problems.map((p) => p.key)).toEqual(['reminder.late', 'plan.waiting']);
    expect(problems[0]?.message).toMatch(/^names values this message is not given: byDueDate/);
  });

  it('make npm run schemas:check refuse such a text', () => {
    const dir = mkdtempSync(join(tmpdir(), 'mkopo-sms-values-'));
    try {
      cpSync('locales', dir, { recursive: true });
      const file = join(dir, 'en', 'sms.json');
      const sms = JSON.parse(readFileSync(file, 'utf8')) as { code: Record<string, string> };
      sms.code.login = '{{app}}: your code is {{code}}. Left to pay: {{closeToday}}';
      writeFileSync(file, JSON.stringify(sms));
      const refused = checkSchemas('schemas', dir).filter(
        (f) => f.level === 'REFUSED' && f.file === 'locales/en/sms.json',
      );
      expect(refused.map((f) => f.message).join('\n')).toMatch(
        /names values this message is not given: closeToday/,
      );
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('are required of a sender: a message without one of its values is not written', () => {
    expect(() => requireValues('reminder.due', { orderNo: 'MK1', dueDate: '01/01/2027' })).toThrow(
      'SMS reminder.due written without its values: closeToday',
    );
    expect(() => requireValues('code.login', { code: '123456' })).not.toThrow();
  });
});
