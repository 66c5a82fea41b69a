/**
 * A migrated PostgreSQL database, made once per set of migrations and copied by every server test
 * file (`CREATE DATABASE … TEMPLATE`): a copy takes a fraction of what running every migration in
 * each file's own database did. Named by the migrations, so a new one makes a new template; made
 * under a temporary name and renamed when migrated, so a run never copies a half-made one.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { postgresDatabase } from '../../src/server/db/client';
import { templateKey } from './pglite-template';

/** Runs `sql` on the server's maintenance connection (no database of ours held open). */
async function admin<T>(url: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

function urlOf(url: string, database: string): string {
  const own = new URL(url);
  own.pathname = `/${database}`;
  return own.toString();
}

/** The name of the migrated template on the server `url` names, made if missing. */
export async function ensurePostgresTemplate(url: string): Promise<string> {
  const name = `mkopo_template_${templateKey()}`;
  const exists = await admin(url, (c) =>
    c.query('select 1 from pg_database where datname = $1', [name]).then((r) => r.rowCount === 1),
  );
  if (exists) return name;
  const partial = `${name}_${randomBytes(4).toString('hex')}`;
  await admin(url, (c) => c.query(`create database ${partial}`));
  const database = postgresDatabase(new pg.Pool({ connectionString: urlOf(url, partial), max: 1 }));
  await database.migrate();
  await database.close();
  try {
    await admin(url, (c) => c.query(`alter database ${partial} rename to ${name}`));
  } catch (error) {
    // Another run made it first: use theirs.
    await admin(url, (c) => c.query(`drop database if exists ${partial}`));
    const made = await admin(url, (c) =>
      c.query('select 1 from pg_database where datname = $1', [name]).then((r) => r.rowCount === 1),
    );
    if (!made) throw error;
  }
  return name;
}
