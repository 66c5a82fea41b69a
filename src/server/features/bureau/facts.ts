/**
 * What the books say of each reported loan, as the pure listing rules read it: balances from the
 * journal, the last repayment, a write-off, an open dispute and the pre-listing notice's delivery.
 */
import { totalOwed } from '../../domain/allocation';
import { businessDay, overdueDays } from '../../domain/business-date';
import type { LoanFacts } from '../../domain/bureau/listing';
import { balances, owedFrom, type Account } from '../../domain/journal';
import type { Db } from '../../db/client';
import type { Country } from '../../../shared/countries';
import { asOfDay, happenedBy, lastInstant, type AsOf } from './as-of';
import * as repo from './repo';

/** A reported loan: its facts for the file and what a notice needs. */
export interface BookLoan {
  readonly facts: LoanFacts;
  readonly orderId: number;
  readonly userId: number;
  readonly mobile: string;
  readonly lang: string | null;
  /** Notice kinds already written for it. */
  readonly notices: ReadonlySet<string>;
}

/** Closed loans stay in the files this long, so the settled update reaches every bureau. */
export const CLOSED_REPORTED_DAYS = 35;
const DAY_MS = 86_400_000;

const text = (v: unknown) => (typeof v === 'string' ? v.trim() : '');

/** Rows by their order, in the order read: a book of thousands is grouped once, not per loan. */
function byOrder<T extends { readonly orderId: number }>(rows: readonly T[]): Map<number, T[]> {
  const grouped = new Map<number, T[]>();
  for (const row of rows) {
    const own = grouped.get(row.orderId);
    if (own) own.push(row);
    else grouped.set(row.orderId, [row]);
  }
  return grouped;
}

/** The reported loans of `country` at `now` (only `orderId` when given). */
export function bookLoans(
  db: Db,
  country: Country,
  now: number,
  orderId?: number,
): Promise<BookLoan[]> {
  return readBook(db, country, now, orderId);
}

/**
 * The reported loans of `country` as they stood at the end of business `day`: balances, repayments,
 * closing, disputes, corrections and notice deliveries up to then, arrears counted on that day.
 */
export function bookLoansAsOf(db: Db, country: Country, day: number): Promise<BookLoan[]> {
  const asOf = asOfDay(day, country);
  return readBook(db, country, lastInstant(asOf), undefined, asOf);
}

async function readBook(
  db: Db,
  country: Country,
  now: number,
  orderId?: number,
  asOf?: AsOf,
): Promise<BookLoan[]> {
  const since = new Date(now - CLOSED_REPORTED_DAYS * DAY_MS);
  // Without `asOf`, everything written so far stood; with it, only what happened by its end.
  const stood = (at: Date | null | undefined) =>
    asOf === undefined ? at !== null && at !== undefined : happenedBy(asOf, at);
  const rows = await repo.reportedLoans(db, country, since, orderId, asOf);
  const ids = rows.map((r) => r.order.id);
  const lines = byOrder(await repo.balancesOf(db, ids, asOf));
  const entries = byOrder(await repo.repaymentsAndWriteOffs(db, ids, asOf));
  const notices = byOrder((await repo.noticesOf(db, ids)).filter((n) => stood(n.createdAt)));
  const disputed = await repo.disputedOrders(db, country, asOf);
  const corrected = await repo.correctedOrders(db, ids, asOf);
  return rows.map(({ order, mobile, lang, personal }) => {
    const owed = owedFrom(
      balances(
        (lines.get(order.id) ?? []).map((l) => ({
          account: l.account as Account,
          amount: l.amount,
        })),
      ),
    );
    const balance = Math.max(0, totalOwed(owed));
    const own = entries.get(order.id) ?? [];
    const lastRepayment = own.find((e) => e.kind === 'repayment');
    const writeOff = own.find((e) => e.kind === 'write-off');
    const openedDay = businessDay((order.disbursedAt ?? order.createdAt).getTime(), country);
    const dueDay = order.dueDay ?? openedDay;
    const closedAt = (stood(order.finishedAt) ? order.finishedAt : null) ?? writeOff?.at ?? null;
    const ownNotices = notices.get(order.id) ?? [];
    const preListing = ownNotices.find((n) => n.kind === 'pre-listing');
    const data = personal ?? {};
    return {
      orderId: order.id,
      userId: order.userId,
      mobile,
      lang,
      notices: new Set(ownNotices.map((n) => n.kind)),
      facts: {
        accountNumber: order.orderNo,
        surname: text(data.lastName),
        forenames: [text(data.firstName), text(data.middleName)].filter(Boolean).join(' '),
        nationalId: text(data.nationalId),
        mobile,
        birthDate: text(data.inputBirthday) || text(data.birthday),
        gender: text(data.gender),
        clientNumber: String(order.userId),
        termDays: order.days ?? undefined,
        instalmentAmount: order.quote?.repayAmount,
        openedDay,
        dueDay,
        originalAmount: order.amount ?? 0,
        balance,
        daysInArrears: balance > 0 && closedAt === null ? overdueDays(now, dueDay, country) : 0,
        lastPayment: lastRepayment
          ? { day: businessDay(lastRepayment.at.getTime(), country), amount: lastRepayment.cash }
          : null,
        closedDay: closedAt ? businessDay(closedAt.getTime(), country) : null,
        writtenOff: writeOff !== undefined,
        disputed: disputed.has(order.id),
        corrected: corrected.has(order.id),
        noticeDeliveredAt:
          preListing?.smsStatus === 'delivered' && stood(preListing.smsFinalAt)
            ? (preListing.smsFinalAt?.getTime() ?? null)
            : null,
      },
    };
  });
}
