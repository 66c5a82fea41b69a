/**
 * The fleet's versions of the data files (decision 0043) on the database alone: a publish stores
 * only what changed, each version reads back whole, the same files make no new version, a
 * follower's folders end up holding exactly a version, and `npm run ops -- forms publish`
 * publishes the folders and prints what a server would refuse.
 */
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { packFiles } from '../../../src/server/db/schema';
import { runFormsCommand } from '../../../src/server/forms/fleet-command';
import { pathOf, readFolders, writeFolders } from '../../../src/server/forms/fleet-folders';
import { newestVersion, publishVersion, textsAt } from '../../../src/server/forms/fleet-repo';
import { setUpTestDb } from '../helpers';

const ctx = setUpTestDb();
const scratch = mkdtempSync(join(tmpdir(), 'mkopo-versions-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));
const at = new Date('2026-12-01T08:00:00Z');

describe('versions of the data files', () => {
  it('stores only the files a publish changed, and reads every version back whole', async () => {
    const db = ctx.testDb.db;
    const first = new Map([
      ['schemas/tz/work.json', '{"a":1}'],
      ['locales/en/forms.json', '{"w":"x"}'],
    ]);
    const one = await publishVersion(db, first, 'ops', at);
    expect(one).toMatchObject({ fresh: true, version: { version: 1, publishedBy: 'ops' } });
    const again = await publishVersion(db, new Map(first), 'someone else', at);
    expect(again).toMatchObject({ fresh: false, version: { version: 1 } });

    const second = new Map([['schemas/tz/work.json', '{"a":2}']]);
    const two = await publishVersion(db, second, 'ops', at);
    expect(two.version.version).toBe(2);
    expect(two.version.digest).not.toBe(one.version.digest);
    const rows = await db.select().from(packFiles);
    expect(rows.filter((r) => r.version === 2).map((r) => [r.path, r.content])).toEqual(
      expect.arrayContaining([
        ['schemas/tz/work.json', '{"a":2}'],
        ['locales/en/forms.json', null],
      ]),
    );
    expect(rows).toHaveLength(4);
    expect(await textsAt(db, 1)).toEqual(first);
    expect(await textsAt(db, 2)).toEqual(second);
    expect((await newestVersion(db))?.version).toBe(2);
  });

  it("makes a follower's folders hold exactly a version, and writes nowhere else", () => {
    const folders = { schemasDir: join(scratch, 'schemas'), localesDir: join(scratch, 'locales') };
    mkdirSync(join(folders.schemasDir, 'ke'), { recursive: true });
    writeFileSync(join(folders.schemasDir, 'ke', 'old.json'), '{}');
    const version = new Map([
      ['schemas/tz/work.json', '{"a":2}'],
      ['locales/sw_TZ/forms.json', '{"w":"y"}'],
    ]);
    expect(writeFolders(folders, version).sort()).toEqual([
      'locales/sw_TZ/forms.json',
      'schemas/ke/old.json',
      'schemas/tz/work.json',
    ]);
    expect(readFolders(folders)).toEqual(version);
    expect(writeFolders(folders, version)).toEqual([]);
    expect(() => pathOf(folders, 'schemas/../../etc/passwd')).toThrow(/not a data file/);
    expect(() => pathOf(folders, 'src/server/main.ts')).toThrow(/not a data file/);
  });

  it('publishes the folders by command, once, saying who published', async () => {
    const db = ctx.testDb.db;
    const lines: string[] = [];
    const deps = { db, clock: () => at.getTime() };
    expect(await runFormsCommand(deps, ['publish', '--by', 'amina'], (l) => lines.push(l))).toBe(0);
    expect(lines).toEqual([expect.stringMatching(/^published version 1 \([\w-]+\) by amina$/)]);
    const published = await textsAt(db, 1);
    expect(published).toEqual(
      readFolders({ schemasDir: resolve('schemas'), localesDir: resolve('locales') }),
    );
    expect(await runFormsCommand(deps, ['publish'], (l) => lines.push(l))).toBe(0);
    expect(lines[1]).toMatch(/^version 1 .* nothing published$/);
    expect(await runFormsCommand(deps, ['unpublish'], (l) => lines.push(l))).toBe(2);
  });
});
