/** SQL pieces the portfolio's repos share: sums, day edges, and which loans a figure counts. */
import { and, eq, gte, inArray, isNotNull, lt, or, sql, type SQLWrapper } from 'drizzle-orm';
import { loanOrders } from '../../db/schema';
import type { Country } from '../../../shared/countries';
import { statusesInPhase } from '../../../shared/orders';

/** The column's sum as a number, 0 when no row matched. */
export const total = (column: SQLWrapper) =>
  sql<string>`coalesce(sum(${column}), 0)`.mapWith(Number);

/** The instants as one timestamptz array, for width_bucket. */
export const edges = (instants: readonly Date[]) =>
  sql`array[${sql.join(
    instants.map((d) => sql`${d.toISOString()}::timestamptz`),
    sql`, `,
  )}]::timestamptz[]`;

/** A loan's payout month: its index in `monthStarts` (the vintages' first days, as instants). */
export const vintageMonth = (monthStarts: readonly Date[]) =>
  sql<number>`width_bucket(${loanOrders.disbursedAt}, ${edges(monthStarts)}) - 1`
    .mapWith(Number)
    .as('month');

/** A loan of `country` still being repaid, or finished only at or after `close`: open then. */
export const openAt = (country: Country, close: Date) =>
  and(
    eq(loanOrders.country, country),
    or(inArray(loanOrders.status, statusesInPhase('repaying')), gte(loanOrders.finishedAt, close)),
  );

/** A loan of `country` paid out from `from` to before `close`: its vintage counts it. */
export const paidOutBetween = (country: Country, from: Date, close: Date) =>
  and(
    eq(loanOrders.country, country),
    isNotNull(loanOrders.disbursedAt),
    gte(loanOrders.disbursedAt, from),
    lt(loanOrders.disbursedAt, close),
  );
