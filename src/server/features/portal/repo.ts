/** SQL of Home: what a signed-in Home needs about its borrowers, in one round trip for many. */
import { and, eq, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { loanOrders, users } from '../../db/schema';
import { ORDER_STATUS, TERMINAL_STATUSES } from '../../../shared/orders';
import type { OrderRow } from '../orders';

export interface HomeFacts {
  readonly country: (typeof users.$inferSelect)['country'];
  /** Loans finished by their due date: the rungs climbed on the limit ladder. */
  readonly timelyRepaid: number;
  /** The order in flight (at most one: the partial unique index). */
  readonly order: OrderRow | undefined;
}

function homeFactsQuery(db: Db) {
  return db
    .select({
      userId: users.id,
      country: users.country,
      timelyRepaid: sql<number>`(select count(*)::int from ${loanOrders} where ${and(
        eq(loanOrders.userId, users.id),
        eq(loanOrders.status, ORDER_STATUS.finish),
        eq(loanOrders.countsForLimit, 1),
      )})`,
      order: loanOrders,
    })
    .from(users)
    .leftJoin(
      loanOrders,
      and(eq(loanOrders.userId, users.id), notInArray(loanOrders.status, [...TERMINAL_STATUSES])),
    )
    .where(sql`${users.id} = any(${sql.placeholder('userIds')}::bigint[])`)
    .prepare('home_facts');
}

/**
 * One prepared statement per database handle: Home is the read the app polls, so neither the
 * server nor PostgreSQL builds and plans its SQL again for every call.
 */
const prepared = new WeakMap<Db, ReturnType<typeof homeFactsQuery>>();

/**
 * Each borrower's country, timely repaid loans and open order, by user id; an unknown user has
 * no entry. One row per user: at most one open order each (the partial unique index).
 */
export async function findHomeFactsOf(
  db: Db,
  userIds: readonly number[],
): Promise<Map<number, HomeFacts>> {
  let query = prepared.get(db);
  if (!query) {
    query = homeFactsQuery(db);
    prepared.set(db, query);
  }
  const rows = await query.execute({ userIds: [...userIds] });
  return new Map(
    rows.map((row) => [
      row.userId,
      { country: row.country, timelyRepaid: row.timelyRepaid, order: row.order ?? undefined },
    ]),
  );
}
