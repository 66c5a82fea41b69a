/**
 * Least privilege on PostgreSQL: the owner (MIGRATION_DATABASE_URL) migrates, the server runs as a
 * login member of `mkopo_app` that could not have migrated, cannot truncate, change or delete the
 * audit or the journal, and is not told it could; the owner is. Its own database and a login role
 * of its own name, both dropped after.
 */
import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postgresDatabase, type Database } from '../../../src/server/db/client';
import {
  canEraseRecords,
  migrateAsOwner,
  warnIfOverPrivileged,
} from '../../../src/server/db/migrate-as-owner';
import {
  ANCHOR_FILE,
  readAnchors,
} from '../../../src/server/features/ops-console/audit-anchor-file';
import { until } from '../../support/cluster';
import { startFleet } from '../fleet/fleet-harness';
import { isolatedPostgres } from '../helpers';

const LOGIN = `mkopo_lp_${randomBytes(4).toString('hex')}`;
const admin = process.env.DATABASE_URL!;
const opened: { database: Database; drop: () => Promise<void> }[] = [];
const servers: Database[] = [];
const children: ChildProcess[] = [];

async function onAdmin(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: admin });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

afterAll(async () => {
  for (const child of children) child.kill('SIGKILL');
  for (const server of servers) await server.close();
  for (const { database, drop } of opened) {
    await database.close();
    await drop();
  }
  await onAdmin(`drop role if exists ${LOGIN}`);
});

/** An empty database of its own: the owner's handle and the URL the server's login would use. */
async function emptyDatabase() {
  const made = await isolatedPostgres(admin);
  opened.push(made);
  const serverUrl = new URL(made.url);
  serverUrl.username = LOGIN;
  return { owner: made.database, ownerUrl: made.url, serverUrl: serverUrl.toString() };
}

const asServer = (url: string) => {
  const server = postgresDatabase(new pg.Pool({ connectionString: url, max: 2 }));
  servers.push(server);
  return server;
};

const outcome = (database: Database, statement: string) =>
  database.db.execute(sql.raw(statement)).then(
    () => 'done',
    (error: Error) => String(error.cause ?? error),
  );

describe('the server as a login member of mkopo_app', () => {
  beforeAll(async () => {
    // The role mkopo_app is made by the first migration run on this cluster (IF NOT EXISTS).
    const first = await emptyDatabase();
    await first.owner.migrate();
    await onAdmin(`create role ${LOGIN} login in role mkopo_app`);
  });

  it('is migrated by the owner, could not migrate itself, and cannot erase records', async () => {
    const fresh = await emptyDatabase();
    const server = asServer(fresh.serverUrl);
    expect(
      await server.migrate().then(
        () => 'migrated',
        (e: Error) => String(e.cause ?? e),
      ),
    ).toMatch(/permission denied/);
    await migrateAsOwner(
      { databaseUrl: fresh.serverUrl, migrationDatabaseUrl: fresh.ownerUrl },
      server,
    );
    await server.migrate(); // nothing left to apply: no CREATE needed

    expect(await canEraseRecords(server)).toBe(false);
    expect(await canEraseRecords(fresh.owner)).toBe(true);
    const warned: string[] = [];
    const log = { warn: (message: string) => void warned.push(message) };
    await warnIfOverPrivileged(server, log);
    expect(warned).toEqual([]);
    await warnIfOverPrivileged(fresh.owner, log);
    expect(warned).toEqual([expect.stringMatching(/MIGRATION_DATABASE_URL/)]);

    for (const statement of [
      'truncate journal_lines cascade',
      'truncate journal_entries cascade',
      'truncate staff_audit',
      'update journal_lines set amount = 0',
      'delete from journal_entries',
      'create table shadow_books (id int)',
    ])
      expect(await outcome(server, statement), statement).toMatch(/permission denied/);
  });

  it('is how npm start runs: migrated as the owner, serving as the login, anchoring at start', async () => {
    const fresh = await emptyDatabase();
    const out = mkdtempSync(join(tmpdir(), 'mkopo-least-'));
    const { servers: started } = await startFleet(out, 1, {
      DATABASE_URL: fresh.serverUrl,
      MIGRATION_DATABASE_URL: fresh.ownerUrl,
      AUDIT_ANCHOR_MINUTES: '60',
    });
    children.push(...started);
    // The login could not have made the tables: the owner's URL did, and the server serves.
    const anchors = join(out, 'data-0', ANCHOR_FILE);
    await until('the first anchor', () => (readAnchors(anchors)?.anchors.length ?? 0) > 0);
    expect(readAnchors(anchors)).toEqual({
      anchors: [{ at: expect.any(String), seq: '0', hash: '0'.repeat(64) }],
      badLines: [],
    });
    const tables = await fresh.owner.db.execute(
      sql.raw(`select tableowner from pg_tables where tablename = 'journal_lines'`),
    );
    expect((tables as unknown as { rows: { tableowner: string }[] }).rows[0]?.tableowner).not.toBe(
      LOGIN,
    );
  });

  it('needs DATABASE_URL beside the owner URL', async () => {
    const fresh = await emptyDatabase();
    await expect(
      migrateAsOwner({ databaseUrl: undefined, migrationDatabaseUrl: fresh.ownerUrl }, fresh.owner),
    ).rejects.toThrow(/needs DATABASE_URL/);
  });
});
