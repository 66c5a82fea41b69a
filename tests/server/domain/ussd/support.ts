/** The served forms and locale files the USSD renderer reads, loaded as the server loads them. */
import type { FormFile } from '../../../../src/shared/forms/index';
import { formsKeyChecker } from '../../../../src/shared/forms/index';
import { loadFormFile, readLocales } from '../../../../src/server/forms/load';
import { loadValidator } from '../../../../src/server/forms/load-validator';
import { SCHEMAS_DIR } from '../../../../src/server/forms/store';
import type { WalkForm } from '../../../../src/server/domain/ussd/walk';
import { lookupOf, type Lookup } from '../../../../src/server/domain/ussd/words';
import type { NavWords } from '../../../../src/server/domain/ussd/question';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

export const locales = readLocales();
export const LANGS = ['en', 'sw_TZ', 'sw_KE', 'es'] as const;

export function walkForm(country: string, name: string): WalkForm & { file: FormFile } {
  const loaded = loadFormFile(SCHEMAS_DIR, country, name, locales);
  if (!('form' in loaded)) throw new Error(`${country}/${name}: ${JSON.stringify(loaded)}`);
  const f = loaded.form;
  const check = {
    file: f,
    validate: loadValidator(f.validatorCode, f.validatorId),
    ownerOf: () => name,
    has: formsKeyChecker(locales.en),
  };
  return { name, check, file: f };
}

export const formsOf = (lang: string): Lookup => lookupOf(locales[lang], locales.en);

export function navOf(lang: string): NavWords {
  const read = (l: string) =>
    JSON.parse(
      readFileSync(join(import.meta.dirname, `../../../../locales/${l}/ussd.json`), 'utf8'),
    ) as unknown;
  const t = lookupOf(read(lang), read('en'));
  return {
    more: t('nav.more') ?? '',
    back: t('nav.back') ?? '',
    skip: t('nav.skip') ?? '',
    date: t('nav.date') ?? '',
  };
}
