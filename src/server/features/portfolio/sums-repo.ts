/** SQL pieces the portfolio's repos share: a sum that is 0 over no rows, and day edges. */
import { sql, type SQLWrapper } from 'drizzle-orm';

/** The column's sum as a number, 0 when no row matched. */
export const total = (column: SQLWrapper) =>
  sql<string>`coalesce(sum(${column}), 0)`.mapWith(Number);

/** The instants as one timestamptz array, for width_bucket. */
export const edges = (instants: readonly Date[]) =>
  sql`array[${sql.join(
    instants.map((d) => sql`${d.toISOString()}::timestamptz`),
    sql`, `,
  )}]::timestamptz[]`;
