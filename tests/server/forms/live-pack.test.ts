/**
 * Operations edit data files while the server runs (issue: any edit cannot take the forms down):
 * an unknown widget, a deleted base-language word and a product with three problems are each
 * refused with the file, the place and the reason, borrowers keep the last good pack whole, and
 * the refused file never becomes the "last good" copy. Every reload is logged with its hash and
 * what changed.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import formsPlugin from '../../../src/server/forms/plugin';
import { FormStore } from '../../../src/server/forms/store';
import errorsPlugin from '../../../src/server/plugins/errors';

type Entry = { level: string; obj: Record<string, unknown>; msg: string };
let root: string;
let logged: Entry[];
let store: FormStore;
let app: FastifyInstance;
const log = {
  info: (obj: object, msg: string) => logged.push({ level: 'info', obj: { ...obj }, msg }),
  error: (obj: object, msg: string) => logged.push({ level: 'error', obj: { ...obj }, msg }),
};
const schemas = () => join(root, 'schemas');
const keepDir = () => join(root, 'data', 'last-good');
type Json = Record<string, unknown>;
const edit = (file: string, change: (json: Json) => void) => {
  const json = JSON.parse(readFileSync(file, 'utf8')) as Json;
  change(json);
  writeFileSync(file, JSON.stringify(json, null, 2));
};
const kept = (name: string) => readFileSync(join(keepDir(), name), 'utf8');
const errorsOf = (file: string) => logged.filter((e) => e.level === 'error' && e.obj.file === file);

/** Waits for the watcher's reload to log about `file`. */
async function logFor(file: string, level = 'error'): Promise<Entry[]> {
  for (let i = 0; i < 100; i++) {
    const found = logged.filter((e) => e.level === level && e.obj.file === file);
    if (found.length > 0) return found;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`nothing logged about ${file}`);
}

const get = async (url: string) => {
  const res = await app.inject({ method: 'GET', url });
  return { status: res.statusCode, body: res.body };
};

beforeEach(async () => {
  root = mkdtempSync(join(tmpdir(), 'mkopo-live-pack-'));
  for (const part of ['tz', '_meta'])
    cpSync(`schemas/${part}`, join(schemas(), part), { recursive: true });
  cpSync('locales', join(root, 'locales'), { recursive: true });
  logged = [];
  store = new FormStore(schemas(), log, { localesDir: join(root, 'locales'), keepDir: keepDir() });
  store.reload();
  store.watch();
  app = Fastify();
  await app.register(errorsPlugin);
  await app.register(formsPlugin, { store });
  logged = [];
});
afterEach(async () => {
  store.close();
  await app.close();
  rmSync(root, { recursive: true, force: true });
});

describe('edits with the server running', () => {
  it('refuses an unknown widget, naming the widgets there are; borrowers keep the form, the kept copy stays good', async () => {
    const before = await get('/api/forms/tz/work');
    edit(join(schemas(), 'tz', 'work.json'), (json) => {
      (json.uiSchema as Json).employmentType = { 'ui:widget': 'dropdwn' };
    });
    const [refusal] = await logFor('schemas/tz/work.json');
    expect(refusal?.obj.path).toBe('uiSchema.employmentType.ui:widget');
    expect(refusal?.msg).toContain('unknown widget "dropdwn"');
    expect(refusal?.msg).toContain('the last good version stays served');
    expect(await get('/api/forms/tz/work')).toEqual(before);
    expect(kept('schemas/tz/work.json')).not.toContain('dropdwn');
    expect(logged.filter((e) => e.level === 'info')).toEqual([]);
  });

  it('refuses a deleted base-language word as an edit of the locale file, naming the file and key', async () => {
    edit(join(root, 'locales', 'en', 'forms.json'), (json) => {
      delete ((json.work as Json).industryCategory as Json).label;
    });
    const [refusal] = await logFor('locales/en/forms.json');
    expect(refusal?.obj.path).toBe('work.industryCategory.label');
    expect(refusal?.msg).toContain('schemas/tz/work.json');
    expect(errorsOf('schemas/tz/work.json')).toEqual([]); // the form is not blamed
    const words = JSON.parse((await get('/api/locales/en/forms')).body) as Json;
    expect(((words.work as Json).industryCategory as Json).label).toBe('Industry');
    expect((await get('/api/forms/tz/work')).status).toBe(200);
    const keptWords = JSON.parse(kept('locales/en/forms.json')) as { work: Json };
    expect((keptWords.work.industryCategory as Json).label).toBe('Industry');
  });

  it('names a product’s three problems at once and keeps the whole last good pack', async () => {
    const personal = await get('/api/forms/tz/personal');
    // A good form edit and a bad product in one pack: neither is taken.
    edit(join(schemas(), 'tz', 'personal.json'), (json) => {
      (json.schema as Json).title = 'forms:work.title';
    });
    edit(join(schemas(), 'tz', 'product.json'), (json) => {
      json.feeRate = 95;
      json.penaltyRatePerDay = 3;
      json.interestRatePerYear = 40;
    });
    await logFor('schemas/tz/product.json');
    await new Promise((r) => setTimeout(r, 300)); // both edits reloaded
    const refusals = errorsOf('schemas/tz/product.json');
    expect(refusals.map((e) => e.obj.path).sort()).toEqual([
      'feeRate',
      'interestRatePerYear',
      'penaltyRatePerDay',
    ]);
    expect(await get('/api/forms/tz/personal')).toEqual(personal);
    expect(store.product('TZ')?.penaltyBpPerDay).toBe(200);
    expect(kept('schemas/tz/personal.json')).not.toContain('forms:work.title');
  });

  it('logs a reload at info with the file, its hash, the previous hash and what changed', async () => {
    edit(join(schemas(), 'tz', 'country.json'), (json) => {
      (json.support as Json).opens = '08:00';
    });
    const [loaded] = await logFor('schemas/tz/country.json', 'info');
    expect(loaded?.obj).toEqual({
      file: 'schemas/tz/country.json',
      hash: expect.stringMatching(/^[\w-]{16}$/) as string,
      previous: expect.stringMatching(/^[\w-]{16}$/) as string,
      changed: ['support.opens'],
    });
    expect(store.liveVersions().find((v) => v.file === 'schemas/tz/country.json')?.hash).toBe(
      loaded?.obj.hash,
    );
  });
});
