import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../../../src/server/db/client';
import { ensureTemplate } from '../pglite-template';

const dirs: string[] = [];
const newDataDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'mkopo-start-from-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

type Db = Awaited<ReturnType<typeof openDatabase>>['db'];
/** The rows a statement answers, from either driver's result. */
const rowsOf = async (db: Db, query: ReturnType<typeof sql>) =>
  ((await db.execute(query)) as unknown as { rows: Record<string, unknown>[] }).rows;
const countUsers = async (db: Db) =>
  Number((await rowsOf(db, sql`select count(*) as n from users`))[0]?.n);

describe('an embedded database started from a dump', () => {
  it('is the migrated dump when new, and stays itself once it exists', async () => {
    const dump = await ensureTemplate();
    const config = { databaseUrl: undefined, dataDir: newDataDir() };

    const first = await openDatabase(config, { startFrom: dump });
    expect(await countUsers(first.db)).toBe(0); // migrated: the table is there
    expect(existsSync(join(config.dataDir, 'pglite.unpacking'))).toBe(false);
    await first.db.execute(sql`create table kept (n int)`);
    await first.db.execute(sql`insert into kept values (1)`);
    await first.close();

    // Opened again with the dump: the data written since is kept, not replaced.
    const again = await openDatabase(config, { startFrom: dump });
    expect(await rowsOf(again.db, sql`select n from kept`)).toEqual([{ n: 1 }]);
    await again.close();
    // Two embedded databases opened from disk, each loading PostgreSQL's WebAssembly: seconds on a
    // quiet machine, more than the default 20 s beside the browser tests in CI.
  }, 90_000);
});
