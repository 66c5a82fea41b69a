/** SQL of loan orders (schema/orders.ts). */
import { and, desc, eq, inArray, isNotNull, ne, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { preparedOn } from '../../db/prepared';
import type { Tx } from '../../db/tx';
import { loanOrders, orderEvents, users } from '../../db/schema';
import { TERMINAL_STATUSES, type OrderStatus } from '../../../shared/orders';

export type OrderRow = typeof loanOrders.$inferSelect;
export type NewOrder = typeof loanOrders.$inferInsert;

export async function findUser(db: Db, userId: number) {
  const rows = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  return rows[0];
}

export async function orderIdsOfUser(db: Db, userId: number): Promise<number[]> {
  const rows = await db
    .select({ id: loanOrders.id })
    .from(loanOrders)
    .where(eq(loanOrders.userId, userId));
  return rows.map((o) => o.id);
}

/** The borrower's order in flight (at most one: the partial unique index). */
export async function findActiveOrder(db: Db, userId: number): Promise<OrderRow | undefined> {
  const rows = await db
    .select()
    .from(loanOrders)
    .where(
      and(eq(loanOrders.userId, userId), notInArray(loanOrders.status, [...TERMINAL_STATUSES])),
    )
    .limit(1);
  return rows[0];
}

export async function findLatestOrder(db: Db, userId: number): Promise<OrderRow | undefined> {
  const rows = await db
    .select()
    .from(loanOrders)
    .where(eq(loanOrders.userId, userId))
    .orderBy(desc(loanOrders.id))
    .limit(1);
  return rows[0];
}

/** An order by its number, only if it belongs to the user. */
export async function findOwnOrder(
  db: Db,
  userId: number,
  orderNo: string,
): Promise<OrderRow | undefined> {
  const rows = await ownOrderQuery(db).execute({ orderNo, userId });
  return rows[0];
}

// Every repayment request starts with this read.
const ownOrderQuery = preparedOn((db) =>
  db
    .select()
    .from(loanOrders)
    .where(
      and(
        eq(loanOrders.orderNo, sql.placeholder('orderNo')),
        eq(loanOrders.userId, sql.placeholder('userId')),
      ),
    )
    .limit(1)
    .prepare('own_order'),
);

/** An order by its id, as it is now (no lock: for reads outside a transaction). */
export async function findOrder(db: Db, orderId: number): Promise<OrderRow | undefined> {
  const rows = await db.select().from(loanOrders).where(eq(loanOrders.id, orderId)).limit(1);
  return rows[0];
}

/** Locks an order row for the rest of the transaction. */
export async function lockOrder(db: Tx, orderId: number): Promise<OrderRow | undefined> {
  const rows = await db
    .select()
    .from(loanOrders)
    .where(eq(loanOrders.id, orderId))
    .for('update')
    .limit(1);
  return rows[0];
}

export async function insertOrder(db: Db, row: NewOrder): Promise<OrderRow | undefined> {
  const rows = await db.insert(loanOrders).values(row).onConflictDoNothing().returning();
  return rows[0];
}

export async function listOrders(
  db: Db,
  userId: number,
  opts: { statuses?: readonly OrderStatus[]; page: number; pageSize: number },
): Promise<{ list: OrderRow[]; total: number }> {
  const where = opts.statuses
    ? and(eq(loanOrders.userId, userId), inArray(loanOrders.status, [...opts.statuses]))
    : eq(loanOrders.userId, userId);
  const list = await db
    .select()
    .from(loanOrders)
    .where(where)
    .orderBy(desc(loanOrders.id))
    .limit(opts.pageSize)
    .offset((opts.page - 1) * opts.pageSize);
  const [count] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(loanOrders)
    .where(where);
  return { list, total: count?.n ?? 0 };
}

/** The borrower's latest order other than `orderId` that was submitted (its amount and term). */
export async function findLastSubmitted(
  db: Db,
  userId: number,
  orderId: number,
): Promise<OrderRow | undefined> {
  const rows = await db
    .select()
    .from(loanOrders)
    .where(
      and(
        eq(loanOrders.userId, userId),
        ne(loanOrders.id, orderId),
        isNotNull(loanOrders.submittedAt),
      ),
    )
    .orderBy(desc(loanOrders.id))
    .limit(1);
  return rows[0];
}

/** Writes `set` to the order only while it is still in status `from`; undefined when it is not. */
export async function updateOrderIn(
  db: Db,
  orderId: number,
  from: OrderStatus,
  set: Partial<NewOrder>,
): Promise<OrderRow | undefined> {
  const rows = await db
    .update(loanOrders)
    .set(set)
    .where(and(eq(loanOrders.id, orderId), eq(loanOrders.status, from)))
    .returning();
  return rows[0];
}

export async function updateOrder(db: Db, orderId: number, set: Partial<NewOrder>): Promise<void> {
  await db.update(loanOrders).set(set).where(eq(loanOrders.id, orderId));
}

export async function insertOrderEvent(
  db: Db,
  values: typeof orderEvents.$inferInsert,
): Promise<void> {
  await db.insert(orderEvents).values(values);
}
