/**
 * Empties a test database between tests: every table of `public` deleted from children to parents
 * (so no foreign key is broken midway; a table guarded by a trigger truncated), then every
 * sequence back to its start, as `truncate … restart identity` would leave it. On PGlite a truncate of every table costs over a
 * second a test (each table gets new files); deleting the few rows a test wrote costs a fraction.
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
    tables.map((t) => t.name).filter((name) => !truncated.includes(name)),
    edges,
  ).map((table) => `delete from ${table};`);
  const truncate = truncated.length > 0 ? `truncate ${truncated.join(', ')} cascade;` : '';
  return (
    `do $$ begin ${truncate} ${deletes.join(' ')} ` +
    `perform setval(format('%I.%I', schemaname, sequencename)::regclass, start_value, false) ` +
    `from pg_sequences where schemaname = 'public'; end $$`
  );
}
