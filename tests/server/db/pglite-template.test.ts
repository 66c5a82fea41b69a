/**
 * `npm start` on a fresh data folder starts its embedded database from the migrated dump when one
 * was made, never over a database that exists; the embedded database keeps small shared buffers.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startingDump, templateFile } from '../../../src/server/db/pglite-template';
import { ensureTemplate, pgliteFromTemplate } from '../pglite-template';

const dir = mkdtempSync(join(tmpdir(), 'mkopo-template-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('the embedded database start dump', () => {
  it('is given to a new data folder only, and only when made', async () => {
    const dump = await ensureTemplate();
    const fresh = startingDump(join(dir, 'new'), dump);
    expect(fresh).toBe(dump);
    mkdirSync(join(dir, 'used/pglite'), { recursive: true });
    writeFileSync(join(dir, 'used/pglite/PG_VERSION'), '17');
    expect(startingDump(join(dir, 'used'), dump)).toBeUndefined();
    expect(startingDump(join(dir, 'new'), join(dir, 'none.tar'))).toBeUndefined();
  });

  it("is named by the migrations and PGlite, the same name on every call, the tests' own dump", async () => {
    const file = templateFile(dir);
    expect(file).toMatch(/pglite-[0-9a-f]{16}\.tar$/);
    expect(templateFile(dir)).toBe(file);
    expect(await ensureTemplate()).toBe(templateFile());
  });

  it('opens with 16 MB of shared buffers', async () => {
    const client = await pgliteFromTemplate(await ensureTemplate());
    const { rows } = await client.query<{ shared_buffers: string }>('show shared_buffers');
    expect(rows[0]?.shared_buffers).toBe('16MB');
    await client.close();
  });
});
