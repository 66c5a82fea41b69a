/**
 * The demo book's borrowers as registration leaves them: an account, the personal form and the
 * questionnaire filled, a wallet bound long enough ago to pay out at once, and an application
 * submitted on the quote the product gives (status 1, assessing). Written in batches: what follows goes through the services.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { loanOrders, profileForms, users, wallets } from '../../db/schema';
import { chargesOf, quote } from '../../domain/pricing';
import { productOf, termsOf } from '../../features/products';
import type { Country } from '../../../shared/countries';
import { ORDER_STATUS } from '../../../shared/orders';

export interface NewBorrower {
  readonly mobile: string;
  readonly lang: string;
  readonly personal: Record<string, string>;
  readonly questionnaire: Record<string, string>;
  readonly amount: number;
  /** The order's number (D: a demo order, never mistaken for a real one). */
  readonly orderNo: string;
}

export interface WrittenApplication {
  readonly userId: number;
  readonly orderId: number;
  readonly orderNo: string;
}

const BATCH = 250;
const DAY_MS = 86_400_000;

/** Writes borrowers and their applications at `now`; registered two days before. */
export async function writeApplications(
  db: Db,
  country: Country,
  people: readonly NewBorrower[],
  now: number,
): Promise<WrittenApplication[]> {
  const product = productOf(country);
  const registered = new Date(now - 2 * DAY_MS);
  const at = new Date(now);
  const written: WrittenApplication[] = [];
  for (let from = 0; from < people.length; from += BATCH) {
    const part = people.slice(from, from + BATCH);
    const rows = await db
      .insert(users)
      .values(part.map((p) => ({ mobile: p.mobile, country, lang: p.lang, createdAt: registered })))
      .returning({ id: users.id });
    await db.insert(profileForms).values(
      part.flatMap((p, i) =>
        (['personal', 'questionnaire'] as const).map((form) => ({
          userId: rows[i]!.id,
          form,
          country,
          data: p[form],
          schemaHash: 'demo',
          updatedAt: registered,
        })),
      ),
    );
    await db.insert(wallets).values(
      part.map((p, i) => ({
        userId: rows[i]!.id,
        bankCode: 'mpesa' as const,
        account: p.mobile,
        updatedAt: registered,
      })),
    );
    const orders = await db
      .insert(loanOrders)
      .values(
        part.map((p, i) => {
          const q = quote(product, p.amount, product.terms[0]!, now);
          return {
            orderNo: p.orderNo,
            userId: rows[i]!.id,
            country,
            productId: product.productId,
            status: ORDER_STATUS.applying,
            level: 1,
            creditLimit: product.ladder[0]!.limit,
            amount: q.loanAmount,
            days: q.days,
            quote: { ...chargesOf(q), aprBp: q.aprBp, terms: termsOf(product) },
            createdAt: at,
            updatedAt: at,
          };
        }),
      )
      .returning({ id: loanOrders.id, userId: loanOrders.userId, orderNo: loanOrders.orderNo });
    for (const o of orders) written.push({ userId: o.userId, orderId: o.id, orderNo: o.orderNo });
  }
  return written;
}

/** Whether any borrower is registered: a demo book is built only on an empty one. */
export async function hasBorrowers(db: Db): Promise<boolean> {
  const rows = await db.select({ id: users.id }).from(users).limit(1);
  return rows.length > 0;
}

/**
 * Refreshes the planner's statistics. The book grows from empty to hundreds of thousands of
 * journal lines in minutes; PGlite runs no autovacuum, so without this the planner keeps the empty
 * tables' figures and reads the grown ones as if they were tiny (client.ts analyses only at start).
 */
export async function refreshStatistics(db: Db): Promise<void> {
  await db.execute(sql`analyze`);
}
