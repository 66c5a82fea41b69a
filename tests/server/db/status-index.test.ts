/**
 * The one-active-order index is built from the status table (src/shared/orders.ts): this keeps its
 * SQL equal to what the migrations created, so a change to the closed phase cannot drift silently
 * from the database (it would need a migration, and this test says so).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { getTableConfig, PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { loanOrders } from '../../../src/server/db/schema';

const META = new URL('../../../src/server/db/migrations/meta/', import.meta.url);

interface Snapshot {
  tables: Record<string, { indexes: Record<string, { where?: string }> }>;
}

function latestSnapshot(): Snapshot {
  const files = readdirSync(META)
    .filter((f) => f.endsWith('_snapshot.json'))
    .sort();
  const last = files.at(-1);
  if (!last) throw new Error('no migration snapshot');
  return JSON.parse(readFileSync(new URL(last, META), 'utf8')) as Snapshot;
}

describe('loan_orders_one_active', () => {
  it('has the SQL of the latest migration, built from the closed phase', () => {
    const index = getTableConfig(loanOrders).indexes.find(
      (i) => i.config.name === 'loan_orders_one_active',
    );
    const where = index?.config.where;
    if (!where) throw new Error('loan_orders_one_active lost its where clause');
    const rendered = new PgDialect().sqlToQuery(where);
    expect(rendered.params).toEqual([]);
    expect(rendered.sql).toBe('"loan_orders"."status" not in (4, 8, 9, 10)');
    const migrated = latestSnapshot().tables['public.loan_orders']?.indexes.loan_orders_one_active;
    expect(migrated?.where).toBe(rendered.sql);
  });
});
