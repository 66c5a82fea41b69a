/**
 * Operations edit the forms while the server runs: a label and an option list changed on disk show
 * on the next USSD screen, as in the form the web is served, with no restart; an edit the check
 * refuses (a widget that does not exist, a deleted word) changes neither channel, both keep the
 * last good form and words.
 * The server reads a copy of schemas/ and locales/ (SCHEMAS_DIR, LOCALES_DIR), never the repo's.
 */
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { setUpTestApp } from '../helpers';
import { HANG_GUARD_MS } from '../../support/bounded-work';

const root = vi.hoisted(() => {
  const fs = process.getBuiltinModule('node:fs');
  const os = process.getBuiltinModule('node:os');
  const path = process.getBuiltinModule('node:path');
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mkopo-ussd-edit-'));
  for (const part of ['schemas', 'locales'])
    fs.cpSync(part, path.join(dir, part), { recursive: true });
  process.env.SCHEMAS_DIR = path.join(dir, 'schemas');
  process.env.LOCALES_DIR = path.join(dir, 'locales');
  return dir;
});

const logged: string[] = [];
const logStream = new Writable({
  write(chunk: Buffer, _encoding, done) {
    logged.push(chunk.toString());
    done();
  },
});
const ctx = setUpTestApp({
  perTest: false,
  dataDir: true,
  config: { logLevel: 'error', ussdPerNumberPerMinute: 0 },
  deps: { logStream },
});
const PHONE = '+255712345611';
afterAll(() => rmSync(root, { recursive: true, force: true }));

interface Option {
  const: string;
  'x-hidden'?: boolean;
}
/** The parts of a form file and a locale file the edits touch. */
interface FormJson {
  hash: string;
  schema: { properties: { education: { oneOf: Option[] } } };
  uiSchema: { education: Record<string, string> };
}
interface LocaleJson {
  personal: { firstName: { label: string } };
}

function edit<T>(file: string, change: (json: T) => void) {
  const path = join(root, file);
  const json = JSON.parse(readFileSync(path, 'utf8')) as T;
  change(json);
  writeFileSync(path, JSON.stringify(json, null, 2));
}

let sessions = 0;
/** A new session typing `inputs` after the dial; the last screen. */
async function screenAfter(inputs: readonly string[]): Promise<string> {
  const id = `ATUid_edit_${++sessions}`;
  let body = '';
  for (let i = 0; i <= inputs.length; i++) {
    const res = await ctx.t.app.inject({
      method: 'POST',
      url: '/ussd/africastalking',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        sessionId: id,
        serviceCode: '*150*00#',
        phoneNumber: PHONE,
        text: inputs.slice(0, i).join('*'),
      }).toString(),
    });
    body = res.body;
  }
  return body;
}

/** Waits for a condition the file watcher's reload makes true. */
async function until(what: string, check: () => Promise<boolean> | boolean) {
  const stop = Date.now() + HANG_GUARD_MS;
  while (Date.now() < stop) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`never: ${what}`);
}

const servedPersonal = async () =>
  (await ctx.t.app.inject({ url: '/api/forms/tz/personal' })).json() as FormJson;
const webOptions = async () =>
  (await servedPersonal()).schema.properties.education.oneOf
    .filter((o) => o['x-hidden'] !== true)
    .map((o) => o.const);

// The personal form down to the education question; a later dial resumes there from the draft.
const TO_EDUCATION = ['1', '1', 'Amina', '00', 'Juma', '2', '15061990'];
const RESUMED = ['1', '1'];

describe('an operations edit on USSD', () => {
  it(
    'shows a label and an option list edit on the next screen, and refuses a broken edit for both channels',
    async () => {
      expect(await screenAfter(['1'])).toMatch(/Umesajiliwa/);
      expect(await screenAfter(['1', '1'])).toMatch(/^CON Jina la kwanza/);

      edit<LocaleJson>('locales/sw_TZ/forms.json', (j) => {
        j.personal.firstName.label = 'Jina lako la kwanza';
      });
      await until('the new label on USSD', async () =>
        (await screenAfter(['1', '1'])).startsWith('CON Jina lako la kwanza'),
      );

      expect(await screenAfter(TO_EDUCATION)).toMatch(/\n6 Nyingine\n0 Rudi$/);
      edit<FormJson>('schemas/tz/personal.json', (j) => {
        const other = j.schema.properties.education.oneOf.find((o) => o.const === 'Other');
        if (other) other['x-hidden'] = true;
      });
      await until(
        'the shorter list on the web',
        async () => !(await webOptions()).includes('Other'),
      );
      const shorter = await screenAfter(RESUMED);
      expect(shorter).toMatch(/\n5 Uzamili na zaidi\n0 Rudi$/);
      expect(shorter).not.toContain('Nyingine');

      const before = (await servedPersonal()).hash;
      edit<FormJson>('schemas/tz/personal.json', (j) => {
        j.uiSchema.education['ui:widget'] = 'dropdownOfDreams';
        for (const o of j.schema.properties.education.oneOf) delete o['x-hidden'];
      });
      await until('the refusal logged', () =>
        logged.some((l) => l.includes('schemas/tz/personal.json')),
      );
      expect((await servedPersonal()).hash).toBe(before);
      expect(await screenAfter(RESUMED)).toBe(shorter);

      // In English, a word the form uses deleted from the locale file: refused, the word stays.
      expect(await screenAfter(['7', '2'])).toMatch(/^CON [^\n]+\nWelcome to Mkopo/);
      expect(await screenAfter(RESUMED)).toMatch(/^CON Education\n1 /);
      edit<{ personal: { education: { label?: string } } }>('locales/en/forms.json', (j) => {
        delete j.personal.education.label;
      });
      await until('the locale refusal logged', () =>
        logged.some((l) => l.includes('locales/en/forms.json')),
      );
      expect(await screenAfter(RESUMED)).toMatch(/^CON Education\n1 /);
    },
    HANG_GUARD_MS,
  );
});
