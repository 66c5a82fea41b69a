/** SQL of a borrower's own data for "Download my data": what the lender holds about them. */
import { asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { loanOrders, paymentIntents, profileForms, users, wallets } from '../../db/schema';

export async function profileOf(db: Db, userId: number) {
  const [user] = await db
    .select({
      mobile: users.mobile,
      country: users.country,
      lang: users.lang,
      createdAt: users.createdAt,
    })
    .from(users)
    .where(eq(users.id, userId));
  const [forms, wallet] = await Promise.all([
    db
      .select({
        form: profileForms.form,
        data: profileForms.data,
        updatedAt: profileForms.updatedAt,
      })
      .from(profileForms)
      .where(eq(profileForms.userId, userId)),
    db
      .select({ bankCode: wallets.bankCode, account: wallets.account })
      .from(wallets)
      .where(eq(wallets.userId, userId)),
  ]);
  return { user, forms, wallet: wallet[0] };
}

export async function loansOf(db: Db, userId: number) {
  return db
    .select({
      id: loanOrders.id,
      orderNo: loanOrders.orderNo,
      status: loanOrders.status,
      amount: loanOrders.amount,
      days: loanOrders.days,
      quote: loanOrders.quote,
      esign: loanOrders.esign,
      createdAt: loanOrders.createdAt,
      submittedAt: loanOrders.submittedAt,
      disbursedAt: loanOrders.disbursedAt,
      finishedAt: loanOrders.finishedAt,
    })
    .from(loanOrders)
    .where(eq(loanOrders.userId, userId))
    .orderBy(asc(loanOrders.createdAt));
}

export async function paymentsOf(db: Db, orderIds: readonly number[]) {
  if (orderIds.length === 0) return [];
  return db
    .select({
      orderId: paymentIntents.orderId,
      payOrderId: paymentIntents.payOrderId,
      purpose: paymentIntents.purpose,
      amount: paymentIntents.amount,
      status: paymentIntents.status,
      account: paymentIntents.account,
      createdAt: paymentIntents.createdAt,
      settledAt: paymentIntents.settledAt,
    })
    .from(paymentIntents)
    .where(inArray(paymentIntents.orderId, [...orderIds]))
    .orderBy(asc(paymentIntents.createdAt), asc(paymentIntents.id));
}
