/**
 * Operations edit labels and forms while the server runs (docs/architecture.md §5, §7): a renamed label shows on
 * the next read with a new ETag, a language lacking a key shows English rather than a raw key, and
 * a broken file survives a restart by the last good version kept on disk.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import formsPlugin from '../../../src/server/forms/plugin';
import { FormStore } from '../../../src/server/forms/store';
import errorsPlugin from '../../../src/server/plugins/errors';

let root: string;
let logged: { level: string; obj: object; msg: string }[];
const log = {
  info: (obj: object, msg: string) => logged.push({ level: 'info', obj, msg }),
  error: (obj: object, msg: string) => logged.push({ level: 'error', obj, msg }),
};
const schemas = () => join(root, 'schemas');
const locales = () => join(root, 'locales');
const keepDir = () => join(root, 'data', 'last-good');
const openStore = () => {
  const store = new FormStore(schemas(), log, { localesDir: locales(), keepDir: keepDir() });
  store.reload();
  return store;
};

type Forms = { work: { industryCategory: { title: string } }; options: Record<string, object> };
const readForms = (lang: string) =>
  JSON.parse(readFileSync(join(locales(), lang, 'forms.json'), 'utf8')) as Forms;
const writeForms = (lang: string, forms: Forms) =>
  writeFileSync(join(locales(), lang, 'forms.json'), JSON.stringify(forms));

async function serve(store: FormStore): Promise<FastifyInstance> {
  const app = Fastify();
  await app.register(errorsPlugin);
  await app.register(formsPlugin, { store });
  return app;
}

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'mkopo-runtime-'));
  cpSync('schemas/tz', join(schemas(), 'tz'), { recursive: true });
  cpSync('schemas/_meta', join(schemas(), '_meta'), { recursive: true });
  cpSync('locales', locales(), { recursive: true });
  logged = [];
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('run-time translations', () => {
  it('serves a renamed label on the next read, with a new ETag, and 304 when unchanged', async () => {
    const store = openStore();
    store.watch();
    const app = await serve(store);
    const first = await app.inject({ method: 'GET', url: '/api/locales/sw_KE/forms' });
    expect(first.statusCode).toBe(200);
    const same = await app.inject({
      method: 'GET',
      url: '/api/locales/sw_KE/forms',
      headers: { 'if-none-match': String(first.headers.etag) },
    });
    expect(same.statusCode).toBe(304);

    const sw = readForms('sw_KE');
    sw.work.industryCategory.title = 'Sekta ya kazi yako';
    writeForms('sw_KE', sw);
    await expect
      .poll(
        async () =>
          (await app.inject({ method: 'GET', url: '/api/locales/sw_KE/forms' })).headers.etag,
        { timeout: 3000 },
      )
      .not.toBe(first.headers.etag);
    const body = (await app.inject({ method: 'GET', url: '/api/locales/sw_KE/forms' })).json();
    expect((body as Forms).work.industryCategory.title).toBe('Sekta ya kazi yako');
    store.close();
    await app.close();
  });

  it('fills a key a language lacks with English, never a raw key', async () => {
    const en = readForms('en');
    en.options.relation = { ...en.options.relation, neighbour: 'Neighbour' };
    writeForms('en', en);
    const app = await serve(openStore());
    const es = (await app.inject({ method: 'GET', url: '/api/locales/es/forms' })).json() as Forms;
    expect(es.options.relation).toMatchObject({ neighbour: 'Neighbour' });
    expect((await app.inject({ method: 'GET', url: '/api/locales/xx/forms' })).statusCode).toBe(
      404,
    );
    await app.close();
  });

  it('serves the last good form after a broken edit and a restart, naming line and column', () => {
    const good = openStore().get('tz', 'work')?.hash;
    expect(good).toBeDefined();
    writeFileSync(join(schemas(), 'tz', 'work.json'), '{\n  "schema": {\n    "type": "object",,\n');
    logged = [];
    const restarted = openStore();
    expect(restarted.get('tz', 'work')?.hash).toBe(good);
    expect(logged).toContainEqual({
      level: 'error',
      obj: { file: 'schemas/tz/work.json', path: '' },
      msg: expect.stringMatching(/line 3, column 22/),
    });
  });

  it('keeps serving the last good translations when a language file breaks', () => {
    const store = openStore();
    const before = store.locale('en')?.etag;
    writeFileSync(join(locales(), 'en', 'forms.json'), '{ "work": ');
    const report = store.reload();
    expect(report.map((r) => r.file)).toContain('locales/en/forms.json');
    expect(store.locale('en')?.etag).toBe(before);
    expect(openStore().locale('en')?.etag).toBe(before);
  });

  it('serves a country’s name and customer service, and an edited number on the next read', async () => {
    const store = openStore();
    store.watch();
    const app = await serve(store);
    const first = await app.inject({ method: 'GET', url: '/api/countries/TZ' });
    expect(first.json()).toMatchObject({ country: 'TZ', name: { en: 'Tanzania' } });
    const file = join(schemas(), 'tz', 'country.json');
    const country = JSON.parse(readFileSync(file, 'utf8')) as { support: { phone: string } };
    country.support.phone = '+255 699 123 456';
    writeFileSync(file, JSON.stringify(country));
    await expect
      .poll(
        async () => (await app.inject({ method: 'GET', url: '/api/countries/tz' })).headers.etag,
        { timeout: 3000 },
      )
      .not.toBe(first.headers.etag);
    const body = (await app.inject({ method: 'GET', url: '/api/countries/tz' })).json();
    expect(body).toMatchObject({ support: { phone: '+255 699 123 456' } });
    expect(body).not.toHaveProperty('$comment');
    // A broken edit keeps the number borrowers saw.
    writeFileSync(
      file,
      JSON.stringify({ ...country, support: { ...country.support, phone: 'call us' } }),
    );
    const report = store.reload();
    expect(report.find((r) => r.file === 'schemas/tz/country.json')?.problems[0]?.path).toBe(
      'support.phone',
    );
    expect((await app.inject({ method: 'GET', url: '/api/countries/tz' })).json()).toMatchObject({
      support: { phone: '+255 699 123 456' },
    });
    store.close();
    await app.close();
  });

  it('accepts a form waiting for a new option’s text as soon as the text is saved', async () => {
    const store = openStore();
    store.watch();
    const work = join(schemas(), 'tz', 'work.json');
    const file = JSON.parse(readFileSync(work, 'utf8')) as {
      schema: { properties: { industryCategory: { oneOf: { const: string; title: string }[] } } };
    };
    file.schema.properties.industryCategory.oneOf.push({
      const: 'fishing',
      title: 'forms:options.industryCategory.fishing',
    });
    writeFileSync(work, JSON.stringify(file));
    const offered = () =>
      (store.get('tz', 'work')?.schema.properties.industryCategory?.oneOf ?? []).map(
        (o) => o.const,
      );
    await expect.poll(() => logged.some((l) => l.level === 'error'), { timeout: 3000 }).toBe(true);
    expect(offered()).not.toContain('fishing');
    const en = readForms('en') as Forms & { options: { industryCategory: Record<string, string> } };
    en.options.industryCategory.fishing = 'Fishing';
    writeForms('en', en);
    await expect.poll(offered, { timeout: 3000 }).toContain('fishing');
    store.close();
  });
});
