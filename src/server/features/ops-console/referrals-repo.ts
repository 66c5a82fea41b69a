/** SQL of the referral queue: applications the rules left to a person, oldest first. */
import { and, asc, eq, isNotNull, sql } from 'drizzle-orm';
import { ORDER_STATUS } from '../../../shared/orders';
import type { Db } from '../../db/client';
import { loanOrders, users } from '../../db/schema';

export async function referredOrders(db: Db, limit: number, offset: number) {
  return db
    .select({
      orderNo: loanOrders.orderNo,
      userId: loanOrders.userId,
      mobile: users.mobile,
      country: loanOrders.country,
      amount: loanOrders.amount,
      days: loanOrders.days,
      referredAt: loanOrders.referredAt,
      name: sql<
        string | null
      >`(select concat_ws(' ', p.data->>'firstName', p.data->>'lastName') from profile_forms p where p.user_id = ${users.id} and p.form = 'personal')`,
      answers: sql<Record<
        string,
        unknown
      > | null>`(select p.data from profile_forms p where p.user_id = ${users.id} and p.form = 'questionnaire')`,
    })
    .from(loanOrders)
    .innerJoin(users, eq(users.id, loanOrders.userId))
    .where(and(eq(loanOrders.status, ORDER_STATUS.applying), isNotNull(loanOrders.referredAt)))
    .orderBy(asc(loanOrders.referredAt), asc(loanOrders.id))
    .limit(limit + 1)
    .offset(offset);
}
