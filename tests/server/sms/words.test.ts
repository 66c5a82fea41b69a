/**
 * The SMS text of a template in a language: its own sms.json, else the first language of its
 * fallback chain (locales/languages.json) that has the template, English last, as the screens'
 * words are read. A file that breaks an SMS rule is refused whole and the chain answers for it.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { templateText } from '../../../src/server/features/sms/words';

const ENGLISH = JSON.parse(readFileSync('locales/en/sms.json', 'utf8')) as {
  code: Record<string, string>;
};
const LOGIN = 'code.login';

let dir = '';

function writeLanguage(code: string, sms: unknown): void {
  mkdirSync(join(dir, code), { recursive: true });
  if (sms !== undefined) writeFileSync(join(dir, code, 'sms.json'), JSON.stringify(sms));
}

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'mkopo-sms-words-'));
  writeLanguage('en', ENGLISH);
  // A whole file of its own, with one text of its own.
  writeLanguage('pt', { ...ENGLISH, code: { ...ENGLISH.code, login: 'pt {{app}} {{code}}' } });
  // No sms.json at all: reads Portuguese first.
  writeLanguage('gl', undefined);
  // A file lacking a template is refused whole: read along its chain too.
  writeLanguage('ca', { code: { login: 'ca {{app}} {{code}}' } });
  writeFileSync(
    join(dir, 'languages.json'),
    JSON.stringify({
      languages: [
        { code: 'en', name: 'English', dir: 'ltr', fallback: [] },
        { code: 'pt', name: 'Português', dir: 'ltr', fallback: ['en'] },
        { code: 'gl', name: 'Galego', dir: 'ltr', fallback: ['pt', 'en'] },
        { code: 'ca', name: 'Català', dir: 'ltr', fallback: ['pt', 'en'] },
      ],
    }),
  );
});

afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('an SMS template in a language', () => {
  it('is the language’s own text when its file has it', () => {
    expect(templateText('pt', LOGIN, undefined, dir)).toBe('pt {{app}} {{code}}');
    expect(templateText('en', LOGIN, undefined, dir)).toBe(ENGLISH.code.login);
  });

  it('is read along the fallback chain when the language has no sms.json', () => {
    expect(templateText('gl', LOGIN, undefined, dir)).toBe('pt {{app}} {{code}}');
    // Portuguese's own file is whole, so a template it did not change is its copy of English's.
    expect(templateText('gl', 'code.register', undefined, dir)).toBe(ENGLISH.code.register);
  });

  it('passes over a refused file to the next language of the chain, logging why', () => {
    const errors: object[] = [];
    const log = { error: (obj: object) => errors.push(obj) };
    expect(templateText('ca', LOGIN, log, dir)).toBe('pt {{app}} {{code}}');
    expect(errors).toContainEqual(expect.objectContaining({ file: 'locales/ca/sms.json' }));
  });

  it('is English for a language the server does not list, and nothing for an unknown template', () => {
    expect(templateText('qq', LOGIN, undefined, dir)).toBe(ENGLISH.code.login);
    expect(templateText('pt', 'code.nothing', undefined, dir)).toBeUndefined();
  });
});
