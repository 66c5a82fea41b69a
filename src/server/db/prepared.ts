/**
 * Prepared statements for the hot paths (decision 0012): a query with placeholders is built once
 * per database handle, so Drizzle does not build its SQL again on every request, and on
 * PostgreSQL it is a named statement each connection parses and plans once.
 */
import type { Db } from './client';

/**
 * `build` once per handle, then the same prepared query. A transaction is a handle of its own:
 * there the query is built for that transaction alone (correct, only not saved for the next).
 */
export function preparedOn<P>(build: (db: Db) => P): (db: Db) => P {
  const built = new WeakMap<Db, P>();
  return (db) => {
    let query = built.get(db);
    if (!query) {
      query = build(db);
      built.set(db, query);
    }
    return query;
  };
}
