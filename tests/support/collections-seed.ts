/**
 * What the collections queue and the portfolio report read, added in set-based SQL to a book
 * seeded by seedLoanBook: a balanced journal (a disbursement for every order paid out, a repayment
 * for every finished one) and one filed day of delinquency for the loans open at its close, with
 * that day's portfolio report filed as the close files it.
 * For a scratch benchmark database only: the journal's balance trigger is off while it loads.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../src/server/db/client';
import { COUNTRY_FACTS, DEFAULT_COUNTRY } from '../../src/shared/countries';
import { filePortfolio } from '../../src/server/features/portfolio';
import { productOf } from '../../src/server/features/products';

const DAY_MS = 86_400_000;

/** Files `day` (a business day before today) for the default country; returns the day. */
export async function seedCollections(db: Db, now: number): Promise<number> {
  const country = DEFAULT_COUNTRY;
  const currency = COUNTRY_FACTS[country].currencyCode;
  const at = new Date(now).toISOString();
  const day = Math.floor((now + 3 * 3600_000) / DAY_MS) - 1;
  const buckets = productOf(country).delinquencyBuckets;
  // The bucket names of domain/delinquency.ts bucketOf, as SQL over the day's days past due.
  const bucketCase = sql.raw(
    `case ${buckets
      .map((from, i) => {
        const next = buckets[i + 1];
        const name =
          from === 0 && next === 1
            ? 'current'
            : next === undefined
              ? `${from}+`
              : `${from}-${next - 1}`;
        return { from, name };
      })
      .reverse()
      .map((b) => `when dpd >= ${b.from} then '${b.name}'`)
      .join(' ')} end`,
  );
  await db.execute(sql`alter table journal_lines disable trigger user`);
  // Entries first, their lines after, each its own statement: no check of lines at each commit.
  await db.execute(sql`alter table journal_entries disable trigger user`);
  // Paid out: repaying (2), overdue (3) and finished (4) orders, each on the day it was made.
  await db.execute(sql`
    insert into journal_entries (order_id, kind, idem_key, at)
    select o.id, 'disbursement', 'seed-payout:' || o.id, o.created_at + interval '1 hour'
    from loan_orders o where o.status in (2, 3, 4)`);
  await db.execute(sql`
    insert into journal_entries (order_id, kind, idem_key, at)
    select o.id, 'repayment', 'seed-repay:' || o.id, least(o.created_at + interval '20 days', ${at}::timestamptz - interval '2 days')
    from loan_orders o where o.status = 4`);
  // A payout moves the principal from cash to the receivable; a repayment moves it back.
  await db.execute(sql`
    insert into journal_lines (entry_id, order_id, account, amount, currency)
    select e.id, e.order_id, a.account,
      a.sign * o.amount * (case e.kind when 'disbursement' then 1 else -1 end), ${currency}
    from journal_entries e join loan_orders o on o.id = e.order_id
    cross join lateral (values ('receivable:principal', 1), ('cash', -1)) a(account, sign)
    where e.kind in ('disbursement', 'repayment')`);
  await db.execute(sql`alter table journal_lines enable trigger user`);
  await db.execute(sql`alter table journal_entries enable trigger user`);
  // Written as they were when made, not as moves of today (no loan_moves row each).
  await db.execute(sql`alter table loan_orders disable trigger loan_orders_moves`);
  await db.execute(sql`
    update loan_orders set disbursed_at = created_at + interval '1 hour'
    where status in (2, 3, 4)`);
  // Finished with the repayment above, never after now.
  await db.execute(sql`
    update loan_orders set finished_at = least(created_at + interval '20 days', ${at}::timestamptz - interval '2 days'),
      on_time = case when id % 3 = 0 then 0 else 1 end
    where status = 4`);
  await db.execute(sql`alter table loan_orders enable trigger loan_orders_moves`);
  await db.execute(sql`
    insert into loan_delinquency (order_id, day, country, product_id, days_past_due, bucket, principal, due_day)
    select id, ${day}, country, product_id, dpd, ${bucketCase}, amount, due_day
    from (select o.*, greatest(0, ${day} - o.due_day) as dpd from loan_orders o
      where o.status in (2, 3)) open`);
  await db.execute(sql`
    insert into delinquency_days (country, day, loans, recorded_at)
    select ${country}, ${day}, count(*), ${at}::timestamptz from loan_delinquency where day = ${day}`);
  await db.execute(sql`analyze`);
  await filePortfolio({ db }, country, day, new Date(now));
  return day;
}
