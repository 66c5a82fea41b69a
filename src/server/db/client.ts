/**
 * Opens the database (docs/architecture.md §6): PostgreSQL through node-postgres when DATABASE_URL is set,
 * otherwise embedded PGlite with its data in DATA_DIR/pglite. Both give the same Drizzle handle.
 */
import { mkdirSync, readdirSync, readFileSync, renameSync, rmdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema';
import { lockFolder } from './folder-lock';
import { postgresCommitOutcome } from './commit-outcome';
import { retryTransactions } from './retry';
import { trackMemory, untrackMemory } from './pglite-memory';
import { unpackDump } from './unpack-dump';

/** The lock file of the embedded database, beside its folder in DATA_DIR. */
export const PGLITE_LOCK = 'pglite.lock';

/** The Drizzle handle every repo takes, whichever driver is underneath. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  readonly db: Db;
  readonly kind: 'pglite' | 'postgres';
  /** Applies the committed migrations that have not run yet. */
  migrate(): Promise<void>;
  close(): Promise<void>;
}

export const migrationsFolder = new URL('./migrations', import.meta.url).pathname;
/** The advisory lock key the migrations run under ("mkopo" in ASCII). */
const MIGRATION_LOCK = 0x6d6b6f706f;

/**
 * The embedded database's shared buffers. PostgreSQL's 128 MB default is most of an idle
 * server's memory once touched (measured: 113 MB of RSS more than this); the pages it would keep
 * are a copy away in PGlite's file system or the OS's cache, and its books are small.
 */
const PGLITE_SHARED_BUFFERS = '16MB';

/**
 * A new PGlite with the extensions the migrations create (pg_trgm: the console's name search),
 * in memory unless options name a data directory or a dump to load.
 */
export function newPglite(options: PGliteOptions = {}): Promise<PGlite> {
  return PGlite.create({
    startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${PGLITE_SHARED_BUFFERS}`],
    ...options,
    extensions: { ...options.extensions, pg_trgm },
  });
}

/**
 * Gathers the planner's statistics. PGlite runs no autovacuum, and without statistics the planner
 * guesses (the console's name search read every profile of 100,000 until analysed).
 */
const analyze = (client: PGlite) => client.exec('analyze').then(() => undefined);
/** How often an embedded database that stays up refreshes its statistics. */
const ANALYZE_EVERY_MS = 6 * 3600_000;

/** Wraps a PGlite instance (in-memory in tests, on disk in production). */
export function pgliteDatabase(client: PGlite): Database {
  const db = retryTransactions(drizzlePglite(client, { schema }));
  return {
    db,
    kind: 'pglite',
    migrate: async () => {
      // A database already up to date (every start but the first) skips the migrator, which
      // reads and hashes every migration, and the statistics, refreshed on their own timer.
      if (await upToDate((text) => client.query<Record<string, unknown>>(text))) return;
      await migratePglite(db, { migrationsFolder });
      await analyze(client);
    },
    close: () => client.close(),
  };
}

/**
 * Whether every committed migration has run on this database already. The production server runs
 * as a role that may not create schemas or tables (README), and drizzle's migrator always begins
 * with `CREATE SCHEMA IF NOT EXISTS`, which PostgreSQL refuses such a role even when it exists.
 */
async function upToDate(
  query: (text: string) => Promise<{ rows: Record<string, unknown>[] }>,
): Promise<boolean> {
  const journal = JSON.parse(
    readFileSync(join(migrationsFolder, 'meta', '_journal.json'), 'utf8'),
  ) as { entries: { when: number }[] };
  const last = Math.max(...journal.entries.map((e) => e.when));
  const table = await query(`select to_regclass('drizzle.__drizzle_migrations')::text as found`);
  if (!table.rows[0]?.found) return false;
  const { rows } = await query(
    'select max(created_at)::text as applied from drizzle.__drizzle_migrations',
  );
  return Number(rows[0]?.applied ?? 0) >= last;
}

/** Wraps a node-postgres pool. */
export function postgresDatabase(pool: pg.Pool): Database {
  // A connection that PostgreSQL ends (restart, failover, a dropped test database) must not crash
  // the server. Idle, the pool hears it and discards it; checked out (a transaction, the migration
  // lock) it has no listener of the pool's, and an 'error' event without one ends the process. The
  // query that used it fails on its own (the request answers 503, try again) and the pool drops the
  // broken connection when it is released, opening a new one on the next query.
  pool.on('error', () => {});
  pool.on('connect', (client) => client.on('error', () => {}));
  const handle = drizzlePg(pool, { schema });
  // Several connections: one may fail around COMMIT while another can still ask the outcome.
  const db = retryTransactions(handle, postgresCommitOutcome(handle));
  return {
    db,
    kind: 'postgres',
    migrate: async () => {
      // Servers starting together on one database take turns: the first applies the migrations,
      // the others wait on the lock and then find nothing left to apply.
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
        if (await upToDate((text) => client.query(text))) return;
        await migratePg(drizzlePg(client, { schema }), { migrationsFolder });
      } finally {
        await client
          .query('select pg_advisory_unlock($1)', [MIGRATION_LOCK])
          .catch(() => undefined);
        client.release();
      }
    },
    close: () => pool.end(),
  };
}

/**
 * Fills the empty folder `dir` from a dump: unpacked beside it, then put in its place, so a start
 * cut short leaves no folder or an empty one (filled at the next start), not half a database.
 */
function startFromDump(file: string, dir: string): void {
  const unpacking = `${dir}.unpacking`;
  rmSync(unpacking, { recursive: true, force: true });
  try {
    rmdirSync(dir);
  } catch {
    // A folder that cannot be replaced (a volume mounted there) is filled in place.
    return unpackDump(file, dir);
  }
  unpackDump(file, unpacking);
  renameSync(unpacking, dir);
}

/**
 * Opens the database the configuration names. `startFrom`, the path of a PGlite data directory's
 * dump, fills an embedded database that does not exist yet (a fresh start and the tests start from
 * a migrated one instead of running initdb, seconds of CPU each); an existing one is opened as it is.
 */
export async function openDatabase(
  config: { databaseUrl: string | undefined; dataDir: string },
  options: { startFrom?: string | undefined } = {},
): Promise<Database> {
  if (config.databaseUrl)
    return postgresDatabase(new pg.Pool({ connectionString: config.databaseUrl }));
  const dir = join(config.dataDir, 'pglite');
  mkdirSync(dir, { recursive: true });
  const release = lockFolder(join(config.dataDir, PGLITE_LOCK), dir);
  try {
    if (options.startFrom && readdirSync(dir).length === 0) startFromDump(options.startFrom, dir);
    const client = await newPglite({ dataDir: dir });
    trackMemory(client);
    const database = pgliteDatabase(client);
    const refresh = setInterval(
      () => void analyze(client).catch(() => undefined),
      ANALYZE_EVERY_MS,
    );
    refresh.unref();
    return {
      ...database,
      close: async () => {
        clearInterval(refresh);
        untrackMemory(client);
        await database.close();
        release();
      },
    };
  } catch (error) {
    release();
    throw error;
  }
}
