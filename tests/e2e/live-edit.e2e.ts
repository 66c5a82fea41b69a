/**
 * What operations do with the server running (schemas/README.md "Everyday edits"), in Chromium at
 * 360×740: rename a label, add an option with its words, hide an option and switch on a field by
 * editing the JSON files, then reload the page, in each language Tanzania offers. No build, no
 * restart.
 * The server reads its own copy of schemas/ and locales/ (SCHEMAS_DIR, LOCALES_DIR), set before
 * it is loaded, so the repository's files are never touched.
 */
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import type { Page } from 'playwright-core';
import { snap } from './browser';
import { setUpBrowserTest } from './server';
import { openPhone, register } from './service-phone';

const dirs = await vi.hoisted(async () => {
  const { cpSync, mkdtempSync } = await import('node:fs');
  const { tmpdir } = await import('node:os');
  const path = await import('node:path');
  const root = mkdtempSync(path.join(tmpdir(), 'mkopo-ops-edit-'));
  const copy = { schemas: path.join(root, 'schemas'), locales: path.join(root, 'locales') };
  cpSync('schemas', copy.schemas, { recursive: true });
  cpSync('locales', copy.locales, { recursive: true });
  process.env.SCHEMAS_DIR = copy.schemas;
  process.env.LOCALES_DIR = copy.locales;
  return copy;
});

// Registered first so it runs last, after the server has closed.
afterAll(() => rmSync(dirname(dirs.schemas), { recursive: true, force: true }));
const env = setUpBrowserTest();

type Json = Record<string, unknown>;
/** The languages the form is offered in: the country's own list (schemas/tz/country.json). */
const LANGUAGES = (
  JSON.parse(readFileSync(join(dirs.schemas, 'tz', 'country.json'), 'utf8')) as {
    languages: string[];
  }
).languages;

/** Edits one JSON file in place, as a person saving it in an editor would. */
function edit(file: string, change: (json: Json) => void): void {
  const json = JSON.parse(readFileSync(file, 'utf8')) as Json;
  change(json);
  writeFileSync(file, `${JSON.stringify(json, null, 2)}\n`);
}

const localeFile = (language: string) => join(dirs.locales, language, 'forms.json');
const personalFile = join(dirs.schemas, 'tz', 'personal.json');
const section = (json: Json, ...path: string[]) =>
  path.reduce((node, key) => (node as Json)[key] as Json, json as unknown) as Json;

const KISWAHILI = {
  address: 'Mtaa na nyumba',
  family: 'Na familia yangu',
  others: 'Nyingine',
  pin: 'Msimbo wa posta',
};

/** What the borrower sees in each language after the edits. */
const EDITED: Readonly<
  Record<string, { address: string; family: string; others: string; pin: string }>
> = {
  en: {
    address: 'Street and house',
    family: 'With my family',
    others: 'Others',
    pin: 'Postal code',
  },
  sw_KE: KISWAHILI,
  sw_TZ: KISWAHILI,
  es: { address: 'Calle y casa', family: 'Con mi familia', others: 'Otros', pin: 'Código postal' },
};

/** The edited words in `language`; a language this test has no words for fails it by name. */
function edited(language: string) {
  const words = EDITED[language];
  if (!words) throw new Error(`no edited words for ${language}: add them to EDITED`);
  return words;
}

/** Opens the personal form in `language` (a fresh load, as after a reload). */
async function openForm(page: Page, language: string): Promise<void> {
  await page.evaluate((lng) => localStorage.setItem('language', JSON.stringify(lng)), language);
  await page.goto(`${env.server.url}/#/auth/personal_infomation`);
  await page.reload();
  await page.getByRole('button', { name: /Residence|makazi|vivienda/ }).waitFor();
}

/** The options the residence picker offers. */
async function residenceOptions(page: Page): Promise<string[]> {
  await page.getByRole('button', { name: /Residence|makazi|vivienda/ }).click();
  const sheet = page.getByRole('dialog');
  await sheet.getByRole('option').first().waitFor();
  const options = await sheet.getByRole('option').allTextContents();
  await page.keyboard.press('Escape');
  await expect.poll(() => sheet.count()).toBe(0);
  return options.map((o) => o.trim());
}

describe('operations edit the form files while the server runs', () => {
  it('a renamed label, a new option, a hidden option and a switched-on field show after a reload, in each language the country offers', async () => {
    const { page, errors } = await openPhone(env.browser);
    await register(page, env.server);
    await openForm(page, 'en');
    expect(await page.getByRole('textbox', { name: 'Address' }).count()).toBe(1);
    expect(await page.getByRole('textbox', { name: 'Postal code' }).count()).toBe(0);
    expect(await residenceOptions(page)).toEqual(['Own house', 'Rented', 'Others']);

    // The edits, exactly as schemas/README.md tells an operations person to make them.
    for (const language of LANGUAGES) {
      edit(localeFile(language), (json) => {
        section(json, 'personal', 'address').label = edited(language).address;
        section(json, 'options', 'residenceType').Family = edited(language).family;
      });
    }
    edit(personalFile, (json) => {
      const properties = section(json, 'schema', 'properties');
      const residence = properties.residenceType as { oneOf: Json[] };
      residence.oneOf.push({ const: 'Family', title: 'forms:options.residenceType.Family' });
      const others = residence.oneOf.find((o) => o.const === 'Others');
      if (others) others['x-hidden'] = true;
      delete (properties.pinCode as Json)['x-hidden'];
    });

    for (const language of LANGUAGES) {
      const words = edited(language);
      await expect
        .poll(
          async () => {
            await openForm(page, language);
            return page.getByRole('textbox', { name: words.address }).count();
          },
          { timeout: 20_000, interval: 500 },
        )
        .toBe(1);
      expect(await page.getByRole('textbox', { name: words.pin }).count()).toBe(1);
      const offered = await residenceOptions(page);
      expect(offered).toContain(words.family);
      expect(offered).not.toContain(words.others);
      expect(offered).toHaveLength(3);
      await page.getByRole('textbox', { name: words.pin }).scrollIntoViewIfNeeded();
      await snap(page, `ops-live-edit-${language}`);
    }
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
