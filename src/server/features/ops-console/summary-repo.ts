/** SQL of the borrower and loan summary: the borrower, their name, their loans newest first. */
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { loanOrders, profileForms, users } from '../../db/schema';

/** The borrower's name as they typed it on the personal form; null before they filled it. */
export async function borrowerWithName(db: Db, userId: number) {
  const [row] = await db
    .select({
      userId: users.id,
      mobile: users.mobile,
      country: users.country,
      name: sql<
        string | null
      >`nullif(concat_ws(' ', ${profileForms.data}->>'firstName', ${profileForms.data}->>'lastName'), '')`,
    })
    .from(users)
    .leftJoin(
      profileForms,
      and(eq(profileForms.userId, users.id), eq(profileForms.form, 'personal')),
    )
    .where(eq(users.id, userId))
    .limit(1);
  return row;
}

/** A borrower's orders, newest first (the summary names the latest and counts them all). */
export function ordersOfBorrower(db: Db, userId: number) {
  return db
    .select()
    .from(loanOrders)
    .where(eq(loanOrders.userId, userId))
    .orderBy(desc(loanOrders.id));
}

export async function orderByNo(db: Db, orderNo: string) {
  const [row] = await db.select().from(loanOrders).where(eq(loanOrders.orderNo, orderNo)).limit(1);
  return row;
}

/** A borrower's saved forms, in the order the borrower fills them. */
export async function profileFormsOf(db: Db, userId: number) {
  const order = ['personal', 'work', 'contacts', 'questionnaire'];
  const rows = await db
    .select({ form: profileForms.form, country: profileForms.country, data: profileForms.data })
    .from(profileForms)
    .where(eq(profileForms.userId, userId));
  const rank = (form: string) => (order.includes(form) ? order.indexOf(form) : order.length);
  return rows
    .map((r) => ({ ...r, data: r.data as Record<string, unknown> }))
    .sort((a, b) => rank(a.form) - rank(b.form));
}

/** Each borrower's latest order among `userIds` (a search page's): tells namesakes apart. */
export async function latestOrders(db: Db, userIds: readonly number[]) {
  if (userIds.length === 0) return [];
  return db
    .selectDistinctOn([loanOrders.userId], {
      userId: loanOrders.userId,
      orderNo: loanOrders.orderNo,
      status: loanOrders.status,
      country: loanOrders.country,
      dueDay: loanOrders.dueDay,
      amount: loanOrders.amount,
      createdAt: loanOrders.createdAt,
    })
    .from(loanOrders)
    .where(inArray(loanOrders.userId, [...userIds]))
    .orderBy(loanOrders.userId, desc(loanOrders.id));
}
