/**
 * The check's render (src/forms/render-check.tsx) is the phone's: every shipped form of every
 * country renders in every language with the real widgets, and a form naming a widget the app has
 * not got throws, as it would on the phone ("This screen could not open").
 */
import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { renderForm } from '../../src/forms/render-check';
import { loadValidator } from '../../src/server/forms/load-validator';
import { FORM_NAMES, loadFormFile, readLocales } from '../../src/server/forms/store';
import type { LoadedForm } from '../../src/shared/forms/index';

const locales = readLocales('locales') as Record<string, Record<string, unknown>>;
const countries = readdirSync('schemas', { withFileTypes: true })
  .filter((d) => d.isDirectory() && !d.name.startsWith('_'))
  .map((d) => d.name);

function loaded(cc: string, name: string): LoadedForm {
  const result = loadFormFile('schemas', cc, name, locales);
  if (!('form' in result)) throw new Error(`schemas/${cc}/${name}.json is refused`);
  const { validatorCode, validatorId, ...served } = result.form;
  return { ...served, validate: loadValidator(validatorCode, validatorId) };
}

describe('the check renders forms as the phone does', () => {
  it('renders every shipped form of every country in every language', async () => {
    expect(countries.length).toBeGreaterThan(0);
    for (const cc of countries)
      for (const name of FORM_NAMES)
        for (const [lang, texts] of Object.entries(locales))
          await expect(renderForm(loaded(cc, name), lang, texts)).resolves.toBeUndefined();
  }, 60_000);

  it('throws for a widget the app has not got, also on a field shown only after an answer', async () => {
    const work = loaded(countries[0] ?? 'tz', 'work');
    const hidden = Object.keys(work.rules.visibleWhen ?? {})[0];
    expect(hidden).toBeDefined();
    const broken: LoadedForm = {
      ...work,
      uiSchema: { ...work.uiSchema, [hidden ?? '']: { 'ui:widget': 'dropdown' } },
    };
    await expect(renderForm(broken, 'en', locales.en ?? {})).rejects.toThrow(/dropdown/);
  });
});
