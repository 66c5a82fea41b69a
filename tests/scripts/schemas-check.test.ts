/**
 * `npm run schemas:check` checks a whole country folder and says what is wrong in words operations
 * can act on: a misspelt option group (which once left weekly-paid borrowers an empty payday
 * picker), a fee above the spec's cap with its reason, broken JSON by line and column, and the
 * texts a language has not translated yet.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { checkSchemas } from '../../scripts/check-pack';

let root: string;
const schemas = () => join(root, 'schemas');
const locales = () => join(root, 'locales');
const edit = (file: string, change: (json: Record<string, unknown>) => void) => {
  const json = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
  change(json);
  writeFileSync(file, JSON.stringify(json, null, 2));
};
const refusals = () => checkSchemas(schemas(), locales()).filter((f) => f.level !== 'ok');

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'mkopo-check-'));
  cpSync('schemas', schemas(), { recursive: true });
  cpSync('locales', locales(), { recursive: true });
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('schemas:check', () => {
  it('passes the shipped country folders', () => {
    const findings = checkSchemas(schemas(), locales());
    expect(findings.filter((f) => f.level === 'REFUSED')).toEqual([]);
    expect(findings.map((f) => f.file)).toEqual(
      expect.arrayContaining([
        'schemas/tz/work.json',
        'schemas/ke/product.json',
        'schemas/ke/prizes.json',
      ]),
    );
  });

  it('refuses an option group no option carries, suggesting the right one', () => {
    edit(join(schemas(), 'tz', 'work.json'), (json) => {
      const rules = json.rules as { optionFilters: Record<string, { groups: string[] }[]> };
      rules.optionFilters.monthlyPayday![1]!.groups = ['weekdays'];
    });
    expect(refusals()).toEqual([
      {
        level: 'REFUSED',
        file: 'schemas/tz/work.json',
        at: 'rules › optionFilters › monthlyPayday › entry 2 › groups › entry 1',
        message:
          'no option of "monthlyPayday" is in the group "weekdays", so the list would be empty (did you mean "weekday"?)',
      },
    ]);
  });

  it('refuses a condition on an option that does not exist', () => {
    edit(join(schemas(), 'tz', 'work.json'), (json) => {
      const rules = json.rules as { visibleWhen: Record<string, unknown> };
      rules.visibleWhen.monthlyPaydayTwo = { in: ['payFrequency', ['Biweekly', 'Fourten']] };
    });
    expect(refusals()).toEqual([
      expect.objectContaining({
        at: 'rules › visibleWhen › monthlyPaydayTwo › in › entry 2 › entry 2',
        message: expect.stringContaining('"Fourten" is not an option of "payFrequency"') as string,
      }),
    ]);
  });

  it('names the cap a fee passes with its reason, and broken JSON by line and column', () => {
    edit(join(schemas(), 'ke', 'product.json'), (json) => {
      json.feeRate = 95;
    });
    writeFileSync(
      join(schemas(), 'tz', 'country.json'),
      '{\n  "country": "TZ"\n  "currency": "TZS"\n}',
    );
    expect(refusals()).toEqual([
      expect.objectContaining({
        file: 'schemas/ke/product.json',
        at: 'feeRate',
        message: expect.stringContaining('0.98 %/day × 91 days') as string,
      }),
      expect.objectContaining({
        file: 'schemas/tz/country.json',
        at: '(whole file)',
        message: expect.stringContaining('line 3, column 3') as string,
      }),
    ]);
  });

  it('notes the texts a language has not translated, which show in English meanwhile', () => {
    edit(join(locales(), 'es', 'forms.json'), (json) => {
      delete (json.work as Record<string, unknown>).industryCategory;
    });
    const notes = checkSchemas(schemas(), locales()).filter((f) => f.level === 'NOTE');
    expect(notes).toEqual([
      expect.objectContaining({
        file: 'locales/es/forms.json',
        message: expect.stringContaining('work.industryCategory') as string,
      }),
    ]);
  });

  it('refuses a widget that cannot type what the pattern demands (the NIDA parts under another ID)', () => {
    edit(join(schemas(), 'tz', 'personal.json'), (json) => {
      const schema = json.schema as { properties: { nationalId: { pattern: string } } };
      schema.properties.nationalId.pattern = '^[A-Z]{2}\\d{7}$';
    });
    expect(refusals()).toEqual([
      expect.objectContaining({
        file: 'schemas/tz/personal.json',
        at: 'uiSchema › nationalId',
        message: expect.stringContaining('types digits in parts of 8-5-5-2') as string,
      }),
    ]);
  });
});
