/**
 * Empties a test database between tests: every table of `public` deleted from children to parents
 * (so no foreign key is broken midway), then every sequence back to its start, as `truncate …
 * restart identity` would leave it. A truncate gives each table new files: on PGlite a truncate of
 * every table cost over a second a test, on PostgreSQL some 50 ms of CPU a test, while deleting
 * the few rows a test wrote costs a fraction.
 *
 * Where the connection may (a superuser, as the test databases' is), the deletes run with
 * `session_replication_role = replica` for that one transaction: no trigger fires, so the
 * append-only guards (journal, staff audit) and the row notices are not in the way and nothing is
 * truncated. Elsewhere a table guarded by a trigger is truncated, which such triggers do not see.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../src/server/db/client';

interface Edge {
  readonly child: string;
  readonly parent: string;
}

/** Tables ordered so each comes before every table it references; throws on a cycle. */
export function childrenFirst(tables: readonly string[], edges: readonly Edge[]): string[] {
  const order: string[] = [];
  const state = new Map<string, 'visiting' | 'done'>();
  // A table is placed after every table that references it.
  const visit = (table: string): void => {
    if (state.get(table) === 'done') return;
    if (state.get(table) === 'visiting') throw new Error(`foreign keys form a cycle at ${table}`);
    state.set(table, 'visiting');
    for (const e of edges) if (e.parent === table && e.child !== table) visit(e.child);
    state.set(table, 'done');
    order.push(table);
  };
  for (const table of [...tables].sort()) visit(table);
  return order;
}

async function rows<T>(db: Db, query: string): Promise<T[]> {
  const result = (await db.execute(sql.raw(query))) as unknown as { rows: T[] };
  return result.rows;
}

/** The one statement that empties the database as it is now (its tables and keys). */
export async function emptyingStatement(db: Db): Promise<string> {
  const tables = await rows<{ name: string }>(
    db,
    `select format('%I', tablename) as name from pg_tables where schemaname = 'public'`,
  );
  const edges = await rows<Edge>(
    db,
    `select c.conrelid::regclass::text as child, c.confrelid::regclass::text as parent
       from pg_constraint c join pg_namespace n on n.oid = c.connamespace
      where c.contype = 'f' and n.nspname = 'public'`,
  );
  const sequences =
    `perform setval(format('%I.%I', schemaname, sequencename)::regclass, start_value, false) ` +
    `from pg_sequences where schemaname = 'public';`;
  const names = tables.map((t) => t.name);
  const [{ superuser } = { superuser: false }] = await rows<{ superuser: boolean }>(
    db,
    `select current_setting('is_superuser') = 'on' as superuser`,
  );
  if (superuser) {
    const deletes = childrenFirst(names, edges).map((table) => `delete from ${table};`);
    return (
      `do $$ begin perform set_config('session_replication_role', 'replica', true); ` +
      `${deletes.join(' ')} ${sequences} end $$`
    );
  }
  // A table guarded by a trigger (the append-only staff audit) refuses a delete: it is truncated,
  // which such triggers do not see, with whatever references it.
  const guarded = await rows<{ name: string }>(
    db,
    `select distinct t.tgrelid::regclass::text as name from pg_trigger t
       join pg_class c on c.oid = t.tgrelid join pg_namespace n on n.oid = c.relnamespace
      where not t.tgisinternal and n.nspname = 'public'`,
  );
  const truncated = guarded.map((t) => t.name);
  const deletes = childrenFirst(
    names.filter((name) => !truncated.includes(name)),
    edges,
  ).map((table) => `delete from ${table};`);
  const truncate = truncated.length > 0 ? `truncate ${truncated.join(', ')} cascade;` : '';
  return `do $$ begin ${truncate} ${deletes.join(' ')} ${sequences} end $$`;
}
