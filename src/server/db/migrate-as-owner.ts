/**
 * Least privilege on PostgreSQL: the migrations run as the tables' owner (MIGRATION_DATABASE_URL),
 * the server as DATABASE_URL's role, a member of `mkopo_app` (migration 0015) that may not create
 * or alter anything, nor change or erase the staff audit or the journal. Without an owner's URL
 * the server's own role migrates, as on the embedded database (one process, no roles to speak of).
 */
import pg from 'pg';
import type { Logger } from 'pino';
import { sql } from 'drizzle-orm';
import { postgresDatabase, type Database } from './client';

interface MigrationUrls {
  readonly databaseUrl: string | undefined;
  readonly migrationDatabaseUrl: string | undefined;
}

/** Applies the committed migrations not yet run, as the owner when one is configured. */
export async function migrateAsOwner(config: MigrationUrls, database: Database): Promise<void> {
  if (!config.migrationDatabaseUrl) return database.migrate();
  if (!config.databaseUrl)
    throw new Error(
      'MIGRATION_DATABASE_URL needs DATABASE_URL: the owner migrates the PostgreSQL database the server then uses',
    );
  const owner = postgresDatabase(
    new pg.Pool({ connectionString: config.migrationDatabaseUrl, max: 1 }),
  );
  try {
    await owner.migrate();
  } finally {
    await owner.close();
  }
}

/**
 * Whether the server's own role could erase what must stay: the audit or booked journal lines.
 * True for the owner or a superuser (the README's set-up avoids both); false on the embedded
 * database only when its role is restricted, which it never is there.
 */
export async function canEraseRecords(database: Database): Promise<boolean> {
  const result = await database.db.execute(
    sql`select has_table_privilege('staff_audit', 'TRUNCATE')
            or has_table_privilege('journal_lines', 'DELETE')
            or has_table_privilege('journal_lines', 'UPDATE') as "can"`,
  );
  const rows = (result as unknown as { rows: { can: boolean }[] }).rows;
  return rows[0]?.can === true;
}

/** Says so in the log when the server on PostgreSQL runs as a role that could erase records. */
export async function warnIfOverPrivileged(
  database: Database,
  log: Pick<Logger, 'warn'>,
): Promise<void> {
  if (database.kind !== 'postgres' || !(await canEraseRecords(database))) return;
  log.warn(
    "the server's database role may truncate the staff audit or change booked journal lines: run it as a login member of mkopo_app and migrate with MIGRATION_DATABASE_URL (README)",
  );
}
