/**
 * Fills an empty database with a loan book of `count` borrowers, each with a personal profile and
 * one order in a §4 status, in set-based SQL (seconds for 100,000): for measuring the console's
 * lists and search at the size a lender runs, never for production data.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { COUNTRY_FACTS, DEFAULT_COUNTRY } from '../../../shared/countries';
import { productOf } from '../products';

export async function seedLoanBook(db: Db, count: number, now: number): Promise<void> {
  const at = new Date(now).toISOString();
  const today = Math.floor((now + 3 * 3600_000) / 86_400_000);
  // The default country's numbers (a 7 after the calling code, as mobiles there start) and product.
  const country = DEFAULT_COUNTRY;
  const mobilePrefix = `${COUNTRY_FACTS[country].callingCode}7`;
  const { productId } = productOf(country);
  const orderPrefix = `${country}S`; // S: a seeded order, never mistaken for a real one
  await db.execute(sql`
    insert into users (mobile, country, created_at)
    select ${mobilePrefix} || lpad(g::text, 8, '0'), ${country}, ${at}::timestamptz - (g % 365) * interval '1 day'
    from generate_series(1, ${count}) g`);
  await db.execute(sql`
    insert into profile_forms (user_id, form, country, data, schema_hash, updated_at)
    select u.id, 'personal', ${country},
      jsonb_build_object('firstName', (array['Asha','Juma','Neema','Baraka','Rehema'])[1 + u.id % 5],
        'lastName', 'Seed' || u.id, 'nationalId', '19900101-' || lpad(u.id::text, 5, '0') || '-00001-01'),
      'seed', ${at}::timestamptz
    from users u`);
  // Statuses spread over the book: mostly finished and repaying, some overdue, a few of the rest.
  await db.execute(sql`
    insert into loan_orders (order_no, user_id, country, product_id, status, level, credit_limit,
      amount, days, due_day, created_at, updated_at)
    select ${orderPrefix} || lpad(u.id::text, 9, '0'), u.id, ${country}, ${productId},
      (array[4,4,4,2,2,3,9,8,1,18])[1 + u.id % 10], 1, 60000,
      1000 * (1 + u.id % 60), 91, ${today} - 91 + (u.id % 120),
      u.created_at, u.created_at
    from users u`);
  // Statistics for the planner after a bulk load, as a day of autovacuum would gather them.
  await db.execute(sql`analyze`);
}
