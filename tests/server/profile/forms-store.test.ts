/**
 * Form files are checked at start and on change (docs/architecture.md §5): an edit shows without a build, a
 * broken edit is logged with its file and path and the last good version keeps being served.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import formsPlugin from '../../../src/server/forms/plugin';
import { FormStore } from '../../../src/server/forms/store';
import errorsPlugin from '../../../src/server/plugins/errors';

let dir: string;
let logged: { level: string; obj: object; msg: string }[];
const log = {
  info: (obj: object, msg: string) => logged.push({ level: 'info', obj, msg }),
  error: (obj: object, msg: string) => logged.push({ level: 'error', obj, msg }),
};

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'mkopo-schemas-'));
  cpSync('schemas/tz', join(dir, 'tz'), { recursive: true });
  cpSync('schemas/_meta', join(dir, '_meta'), { recursive: true });
  logged = [];
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const workFile = () => join(dir, 'tz', 'work.json');
type Work = {
  schema: { properties: { industryCategory: { oneOf: { const: string; title: string }[] } } };
};

describe('form store', () => {
  it('serves an edited option list after the change, with a new ETag', async () => {
    const store = new FormStore(dir, log);
    store.reload();
    const app = Fastify();
    await app.register(errorsPlugin);
    await app.register(formsPlugin, { store });
    const first = await app.inject({ method: 'GET', url: '/api/forms/tz/work' });
    store.watch();
    const work = JSON.parse(readFileSync(workFile(), 'utf8')) as Work;
    work.schema.properties.industryCategory.oneOf =
      work.schema.properties.industryCategory.oneOf.filter((o) => o.const !== 'police');
    writeFileSync(workFile(), JSON.stringify(work));
    await expect
      .poll(
        async () => (await app.inject({ method: 'GET', url: '/api/forms/tz/work' })).headers.etag,
        {
          timeout: 3000,
        },
      )
      .not.toBe(first.headers.etag);
    const body = (await app.inject({ method: 'GET', url: '/api/forms/tz/work' })).json() as Work;
    expect(body.schema.properties.industryCategory.oneOf.map((o) => o.const)).not.toContain(
      'police',
    );
    store.close();
    await app.close();
  });

  it('keeps serving when a watched folder disappears, and says so in the log', async () => {
    const locales = mkdtempSync(join(tmpdir(), 'mkopo-locales-'));
    cpSync('locales', locales, { recursive: true });
    const store = new FormStore(dir, log, { localesDir: locales });
    store.reload();
    store.watch();
    const before = store.get('tz', 'work');
    expect(before).toBeDefined();
    rmSync(locales, { recursive: true, force: true });
    await expect
      .poll(() => logged.filter((l) => l.level === 'error').map((l) => l.msg))
      .toContain('form files could not be re-read; the last good stay');
    expect(store.get('tz', 'work')).toBe(before);
  });

  it('keeps the last good version of a broken edit and names the file and path', () => {
    const store = new FormStore(dir, log);
    store.reload();
    const good = store.get('tz', 'work')?.hash;
    const work = JSON.parse(readFileSync(workFile(), 'utf8')) as Record<
      string,
      Record<string, unknown>
    >;
    work.rules!.visibleWhen = { industryCategory: { when: ['employmentType', 'x'] } };
    writeFileSync(workFile(), JSON.stringify(work));
    const report = store.reload();
    expect(store.get('tz', 'work')?.hash).toBe(good);
    expect(report).toEqual([
      {
        file: 'schemas/tz/work.json',
        problems: [
          {
            path: 'rules.visibleWhen.industryCategory',
            message: expect.stringContaining('unknown condition "when"'),
          },
        ],
      },
    ]);
    expect(logged).toContainEqual({
      level: 'error',
      obj: { file: 'schemas/tz/work.json', path: 'rules.visibleWhen.industryCategory' },
      msg: expect.stringContaining('refused'),
    });
  });

  it('refuses an untranslated key, an unknown field in a rule, a bad schema and broken JSON', () => {
    const store = new FormStore(dir, log);
    const file = JSON.parse(readFileSync(workFile(), 'utf8')) as {
      schema: Record<string, unknown> & { properties: Record<string, Record<string, unknown>> };
      rules: Record<string, unknown>;
    };
    file.schema.properties.employmentType!.title = 'forms:work.employmentType.nope';
    file.schema.properties.monthlySalary!.minLength = 'three';
    file.rules.resets = { employmentType: ['industry'] };
    writeFileSync(workFile(), JSON.stringify(file));
    writeFileSync(join(dir, 'tz', 'contacts.json'), '{ "schema": ');
    const report = store.reload();
    const work =
      report.find((r) => r.file === 'schemas/tz/work.json')?.problems.map((p) => p.path) ?? [];
    expect(work).toEqual(
      expect.arrayContaining([
        'schema.properties.employmentType.title',
        'rules.resets.employmentType[0]',
        'schema',
      ]),
    );
    expect(report.find((r) => r.file === 'schemas/tz/contacts.json')?.problems[0]?.message).toMatch(
      /JSON/,
    );
    expect(store.get('tz', 'contacts')).toBeUndefined();
  });
});
