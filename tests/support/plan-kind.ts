/**
 * What PostgreSQL's planner would do with a query: EXPLAIN (FORMAT JSON) of its SQL and
 * parameters, summed up as the scans it makes ("Index Scan users_mobile_live", "Seq Scan users").
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../src/server/db/client';

/** A built drizzle query: its SQL text and parameters. */
export interface BuiltQuery {
  toSQL(): { sql: string; params: unknown[] };
}

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  Plans?: PlanNode[];
}

function scans(node: PlanNode): string[] {
  const own = /Scan$/.test(node['Node Type'])
    ? [`${node['Node Type']} ${node['Index Name'] ?? node['Relation Name'] ?? ''}`.trim()]
    : [];
  return [...own, ...(node.Plans ?? []).flatMap(scans)];
}

/** Inlines `$n` parameters as literals (EXPLAIN takes no parameters through drizzle's execute). */
function inlined(query: BuiltQuery): SQL {
  const { sql: text, params } = query.toSQL();
  const chunks = text.split(/\$(\d+)/);
  const parts: SQL[] = [];
  chunks.forEach((chunk, i) => {
    parts.push(i % 2 === 0 ? sql.raw(chunk) : sql`${params[Number(chunk) - 1]}`);
  });
  return sql.join(parts, sql.raw(''));
}

/** The scans of the plan, outermost first. */
export async function planScans(db: Db, query: BuiltQuery): Promise<string[]> {
  const result = (await db.execute(sql`explain (format json) ${inlined(query)}`)) as unknown as {
    rows: { 'QUERY PLAN': [{ Plan: PlanNode }] | string }[];
  };
  const raw = result.rows[0]?.['QUERY PLAN'];
  const plan = typeof raw === 'string' ? (JSON.parse(raw) as [{ Plan: PlanNode }]) : raw;
  return plan ? scans(plan[0].Plan) : [];
}

/** "index" when no table of `big` is read by a sequential scan, else "seq scan <tables>". */
export function planKind(found: readonly string[], big: readonly string[]): string {
  const seq = found.filter((s) => big.some((t) => s === `Seq Scan ${t}`));
  return seq.length ? `seq scan (${seq.join(', ')})` : 'index';
}
