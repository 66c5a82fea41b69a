/**
 * SQL of the collections queue: the overdue loans of a country's last filed day that still owe,
 * with the borrower, the collector, what is owed now by the journal and whether contact is barred.
 */
import { and, desc, eq, gt, gte, inArray, isNull, lte, sql, type SQL } from 'drizzle-orm';
import type { Country } from '../../../shared/countries';
import type { Db } from '../../db/client';
import type { Tx } from '../../db/tx';
import {
  borrowerFlags,
  collectionAssignments,
  loanDelinquency,
  loanOrders,
  staff,
  users,
} from '../../db/schema';
import { kindsWith } from '../../domain/borrower-flags';

const RECEIVABLES = [
  'receivable:principal',
  'receivable:fee',
  'receivable:interest',
  'receivable:penalty',
];

/** What the borrower owes on the loan now, every receivable of the journal. */
const owed = sql<string>`(select coalesce(sum(l.amount), 0) from journal_lines l
  where l.order_id = ${loanOrders.id} and l.account in (${sql.join(
    RECEIVABLES.map((a) => sql`${a}`),
    sql`, `,
  )}))`;

const name = sql<string | null>`(select nullif(concat_ws(' ', p.data->>'firstName',
  p.data->>'lastName'), '') from profile_forms p where p.user_id = ${users.id} and p.form = 'personal')`;

const barred = sql<boolean>`exists (select 1 from ${borrowerFlags} f
  where f.user_id = ${users.id} and f.lifted_at is null and f.kind in (${sql.join(
    kindsWith('noContact').map((k) => sql`${k}`),
    sql`, `,
  )}))`;

export interface QueueFilter {
  readonly country: Country;
  readonly day: number;
  readonly bucket?: string;
  /** A collector's id, or null for the loans no one works yet. */
  readonly staffId?: number | null;
  /** The bucket's days past due (its first, and its last unless it is the open-ended one). */
  readonly bucketDays?: { readonly from: number; readonly to?: number };
  readonly limit: number;
  /** Keyset paging: the rows after this one in the queue's order. */
  readonly after?: { daysPastDue: number; principal: number; orderId: number };
}

function whereOf(filter: QueueFilter): SQL | undefined {
  const where: SQL[] = [
    eq(loanDelinquency.country, filter.country),
    eq(loanDelinquency.day, filter.day),
    gt(loanDelinquency.daysPastDue, 0),
    // Paid since the close: off the queue, though the filed day still shows it.
    sql`${owed} > 0`,
  ];
  if (filter.bucket) where.push(eq(loanDelinquency.bucket, filter.bucket));
  // The bucket as a range of days too, so the queue's index starts at the bucket's loans.
  if (filter.bucketDays) {
    where.push(gte(loanDelinquency.daysPastDue, filter.bucketDays.from));
    if (filter.bucketDays.to !== undefined)
      where.push(lte(loanDelinquency.daysPastDue, filter.bucketDays.to));
  }
  const a = filter.after;
  if (a)
    where.push(
      sql`(${loanDelinquency.daysPastDue}, ${loanDelinquency.principal}, ${loanDelinquency.orderId}) < (${a.daysPastDue}, ${a.principal}, ${a.orderId})`,
    );
  if (filter.staffId === null) where.push(isNull(collectionAssignments.staffId));
  else if (filter.staffId !== undefined)
    where.push(eq(collectionAssignments.staffId, filter.staffId));
  return and(...where);
}

/**
 * One page of the queue, the latest and largest debts first; one row more tells of another page.
 * Its order is the filed day's (days past due, principal at the close, order), the order of the
 * queue's index, so a page is read from where the last one ended (owed now is shown, not sorted
 * on: sorting on it would price every overdue loan of the day for each page).
 */
export function queueQuery(db: Db, filter: QueueFilter) {
  return db
    .select({
      orderId: loanOrders.id,
      orderNo: loanOrders.orderNo,
      userId: users.id,
      mobile: users.mobile,
      name,
      bucket: loanDelinquency.bucket,
      daysPastDue: loanDelinquency.daysPastDue,
      principal: loanDelinquency.principal,
      // The loan's due day, for its days past due as of today (the filed day's are the close's).
      dueDay: loanOrders.dueDay,
      owed,
      staffId: collectionAssignments.staffId,
      staffEmail: staff.email,
      noContact: barred,
    })
    .from(loanDelinquency)
    .innerJoin(loanOrders, eq(loanOrders.id, loanDelinquency.orderId))
    .innerJoin(users, eq(users.id, loanOrders.userId))
    .leftJoin(collectionAssignments, eq(collectionAssignments.orderId, loanOrders.id))
    .leftJoin(staff, eq(staff.id, collectionAssignments.staffId))
    .where(whereOf(filter))
    .orderBy(
      desc(loanDelinquency.daysPastDue),
      desc(loanDelinquency.principal),
      desc(loanDelinquency.orderId),
    )
    .limit(filter.limit + 1);
}

/** {@link queueQuery}'s rows with owed as a number. */
export async function queueRows(db: Db, filter: QueueFilter) {
  const rows = await queueQuery(db, filter);
  return rows.map((r) => ({ ...r, owed: Number(r.owed), noContact: Boolean(r.noContact) }));
}

/** Gives loans to collectors (a new assignment replaces the old one). */
export async function assignAll(
  tx: Tx,
  rows: readonly { orderId: number; staffId: number }[],
  by: number,
  at: Date,
): Promise<void> {
  if (rows.length === 0) return;
  await tx
    .insert(collectionAssignments)
    .values(rows.map((r) => ({ ...r, assignedBy: by, assignedAt: at })))
    .onConflictDoUpdate({
      target: collectionAssignments.orderId,
      set: {
        staffId: sql`excluded.staff_id`,
        assignedBy: sql`excluded.assigned_by`,
        assignedAt: sql`excluded.assigned_at`,
      },
    });
}

/** Live staff accounts among `ids` of the collections role (or admin), by id. */
export async function collectorsAmong(db: Db, ids: readonly number[]) {
  if (ids.length === 0) return [];
  return db
    .select({ id: staff.id, email: staff.email, role: staff.role })
    .from(staff)
    .where(
      and(
        inArray(staff.id, [...ids]),
        isNull(staff.disabledAt),
        inArray(staff.role, ['collections', 'admin']),
      ),
    );
}

/** One loan of the queue by its order number or id: borrower, owed now, collector, contact barred. */
export async function queueLoan(db: Db, order: string | { readonly id: number }) {
  const [row] = await db
    .select({
      orderId: loanOrders.id,
      orderNo: loanOrders.orderNo,
      country: loanOrders.country,
      userId: users.id,
      mobile: users.mobile,
      lang: users.lang,
      owed,
      staffId: collectionAssignments.staffId,
      noContact: barred,
    })
    .from(loanOrders)
    .innerJoin(users, eq(users.id, loanOrders.userId))
    .leftJoin(collectionAssignments, eq(collectionAssignments.orderId, loanOrders.id))
    .where(typeof order === 'string' ? eq(loanOrders.orderNo, order) : eq(loanOrders.id, order.id));
  return row && { ...row, owed: Number(row.owed), noContact: Boolean(row.noContact) };
}
