/** SQL of the portfolio report: the journal's money movements and the loans paid out, per country. */
import { and, eq, gte, inArray, isNotNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { journalEntries, journalLines, loanOrders } from '../../db/schema';
import type { Country } from '../../../shared/countries';

/** The lines that measure money moving: principal lent, money in, losses. */
export interface MovementLine {
  readonly productId: string;
  readonly kind: string;
  readonly account: string;
  readonly amount: number;
  readonly at: Date;
  /** When the loan was written off, if it was. */
  readonly writtenOffAt: Date | null;
}

/** Movement lines of `country`'s journal booked in [from, to). */
export async function movementLines(
  db: Db,
  country: Country,
  from: Date,
  to: Date,
): Promise<MovementLine[]> {
  const rows = await db
    .select({
      productId: loanOrders.productId,
      kind: journalEntries.kind,
      account: journalLines.account,
      amount: journalLines.amount,
      at: journalEntries.at,
      writtenOffAt: sql<string | Date | null>`(select min(w.at) from journal_entries w
        where w.order_id = ${loanOrders.id} and w.kind = 'write-off')`,
    })
    .from(journalEntries)
    .innerJoin(journalLines, eq(journalLines.entryId, journalEntries.id))
    .innerJoin(loanOrders, eq(loanOrders.id, journalEntries.orderId))
    .where(
      and(
        eq(loanOrders.country, country),
        gte(journalEntries.at, from),
        lt(journalEntries.at, to),
        inArray(journalEntries.kind, ['disbursement', 'repayment', 'rollover-fee', 'write-off']),
        inArray(journalLines.account, ['receivable:principal', 'cash', 'expense:write-off']),
      ),
    );
  return rows.map((r) => ({
    ...r,
    writtenOffAt: r.writtenOffAt === null ? null : new Date(r.writtenOffAt),
  }));
}

/** Loans of `country` paid out in [from, to): product, payout time, and how they finished. */
export async function loansPaidOut(db: Db, country: Country, from: Date, to: Date) {
  return db
    .select({
      productId: loanOrders.productId,
      disbursedAt: loanOrders.disbursedAt,
      onTime: loanOrders.onTime,
      finishedAt: loanOrders.finishedAt,
    })
    .from(loanOrders)
    .where(
      and(
        eq(loanOrders.country, country),
        isNotNull(loanOrders.disbursedAt),
        gte(loanOrders.disbursedAt, from),
        lt(loanOrders.disbursedAt, to),
      ),
    );
}
