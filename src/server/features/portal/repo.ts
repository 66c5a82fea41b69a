/** SQL of Home: what a signed-in Home needs about the borrower, in one round trip. */
import { and, eq, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { loanOrders, users } from '../../db/schema';
import { ORDER_STATUS, TERMINAL_STATUSES } from '../../../shared/orders';
import type { OrderRow } from '../orders/repo';

export interface HomeFacts {
  readonly country: (typeof users.$inferSelect)['country'];
  /** Loans finished by their due date: the rungs climbed on the limit ladder. */
  readonly timelyRepaid: number;
  /** The order in flight (at most one: the partial unique index). */
  readonly order: OrderRow | undefined;
}

function homeFactsQuery(db: Db) {
  const userId = sql.placeholder('userId');
  return db
    .select({
      country: users.country,
      timelyRepaid: sql<number>`(select count(*)::int from ${loanOrders} where ${and(
        eq(loanOrders.userId, userId),
        eq(loanOrders.status, ORDER_STATUS.finish),
        eq(loanOrders.onTime, 1),
      )})`,
      order: loanOrders,
    })
    .from(users)
    .leftJoin(
      loanOrders,
      and(eq(loanOrders.userId, users.id), notInArray(loanOrders.status, [...TERMINAL_STATUSES])),
    )
    .where(eq(users.id, userId))
    .limit(1)
    .prepare('home_facts');
}

/**
 * One prepared statement per database handle: Home is the read the app polls, so neither the
 * server nor PostgreSQL builds and plans its SQL again for every call.
 */
const prepared = new WeakMap<Db, ReturnType<typeof homeFactsQuery>>();

/** The borrower's country, timely repaid loans and open order; undefined for an unknown user. */
export async function findHomeFacts(db: Db, userId: number): Promise<HomeFacts | undefined> {
  let query = prepared.get(db);
  if (!query) {
    query = homeFactsQuery(db);
    prepared.set(db, query);
  }
  const [row] = await query.execute({ userId });
  if (!row) return undefined;
  return { country: row.country, timelyRepaid: row.timelyRepaid, order: row.order ?? undefined };
}
