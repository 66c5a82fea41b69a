/**
 * The render half of `npm run schemas:check`: every form of every country, in every language, is
 * rendered with the real widgets as the phone renders it (src/forms/render-check.tsx, loaded
 * through Vite's SSR loader so the widgets' CSS imports load as they do in the app). A form that
 * throws is refused with the file, the language and what React said.
 */
import { readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { LoadedForm } from '../src/shared/forms/index';
import { loadValidator } from '../src/server/forms/load-validator';
import { FORM_NAMES, loadFormFile, readLocales } from '../src/server/forms/store';
import { BASE_LANGUAGE, serveLocale } from '../src/server/forms/served-locales';
import type { Finding } from './check-pack';
import { withSsrLoader } from './vite/index-html-prerender';

type RenderForm = (
  form: LoadedForm,
  language: string,
  texts: Readonly<Record<string, unknown>>,
) => Promise<void>;

/** The forms of `dir` that pass the static check, loaded as the phone loads them. */
export function loadedForms(dir: string, locales: Record<string, unknown>) {
  const countries = readdirSync(dir, { withFileTypes: true })
    .filter((d) => d.isDirectory() && !d.name.startsWith('_'))
    .map((d) => d.name)
    .sort();
  return countries.flatMap((cc) =>
    FORM_NAMES.flatMap((name) => {
      const result = loadFormFile(dir, cc, name, locales);
      if (!('form' in result)) return []; // refused by the static check already
      const { validatorCode, validatorId, ...served } = result.form;
      const form: LoadedForm = { ...served, validate: loadValidator(validatorCode, validatorId) };
      return [{ file: `schemas/${cc}/${name}.json`, form }];
    }),
  );
}

/** Renders every passing form in every language; a finding per form and language that throws. */
export async function renderFindings(dir: string, localesDir: string): Promise<Finding[]> {
  const locales = readLocales(localesDir) as Record<string, unknown>;
  const forms = loadedForms(dir, locales);
  const base = locales[BASE_LANGUAGE];
  const root = resolve(import.meta.dirname, '..');
  return withSsrLoader(root, async (loader) => {
    const mod = (await loader.ssrLoadModule('/src/forms/render-check.tsx')) as {
      renderForm: RenderForm;
    };
    const findings: Finding[] = [];
    for (const [lang, own] of Object.entries(locales)) {
      // As served: English fills a language's gaps.
      const texts = JSON.parse(serveLocale(base ?? own, own).json) as Record<string, unknown>;
      for (const { file, form } of forms) {
        try {
          await mod.renderForm(form, lang, texts);
        } catch (error) {
          const message = `does not render in ${lang} (${join('locales', lang, 'forms.json')}): ${(error as Error).message}`;
          findings.push({ level: 'REFUSED', file, at: '', message });
        }
      }
    }
    return findings;
  });
}
