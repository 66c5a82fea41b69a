/**
 * A small loan book written straight to the journal, whose portfolio on 2026-01-20 was worked out
 * by hand (portfolio.test.ts FIXTURE): four loans open in different buckets, one written off and
 * then paid (a recovery), one repaid on time.
 */
import type { Db } from '../../../src/server/db/client';
import {
  disbursementEntry,
  repaymentEntry,
  writeOffEntry,
  type Entry,
} from '../../../src/server/domain/journal';
import { calendarDay } from '../../../src/server/features/ops-console/calendar-day';
import { ORDER_STATUS } from '../../../src/shared/orders';
import { aBorrower, anOrder, ANY_COUNTRY } from '../../support/factories';
import { bookAlone } from '../../support/book-alone';

/** Both countries' zones are UTC+3: 09:00 local is 06:00Z. */
export const at = (date: string, time = '09:00') => Date.parse(`${date}T${time}:00+03:00`);
export const dayOf = (date: string) => calendarDay(date) as number;

const paid = (principal: number, excess = 0) =>
  repaymentEntry({ penalty: 0, fee: 0, interest: 0, principal, excess });

interface SeededLoan {
  readonly key: string;
  readonly principal: number;
  readonly disbursed: string;
  readonly due: string;
  readonly status?: number;
  readonly finished?: string;
  readonly onTime?: number;
  readonly entries?: readonly { date: string; time?: string; entry: Entry }[];
}

export const LOANS: readonly SeededLoan[] = [
  // Due on the report day itself: not yet past due. 3,000 repaid that day.
  {
    key: 'A',
    principal: 10_000,
    disbursed: '2026-01-02',
    due: '2026-01-20',
    entries: [{ date: '2026-01-20', time: '15:00', entry: paid(3_000) }],
  },
  {
    key: 'B',
    principal: 20_000,
    disbursed: '2025-12-10',
    due: '2026-01-15',
    status: ORDER_STATUS.overdue,
  },
  {
    key: 'C',
    principal: 30_000,
    disbursed: '2025-11-01',
    due: '2025-12-10',
    status: ORDER_STATUS.overdue,
  },
  {
    key: 'D',
    principal: 5_000,
    disbursed: '2025-10-01',
    due: '2025-10-15',
    status: ORDER_STATUS.overdue,
  },
  // Written off on 10 January, then 1,000 paid on the report day: a recovery, not a collection.
  {
    key: 'E',
    principal: 8_000,
    disbursed: '2025-12-01',
    due: '2025-12-20',
    status: ORDER_STATUS.finish,
    finished: '2026-01-10',
    onTime: 0,
    entries: [
      {
        date: '2026-01-10',
        entry: writeOffEntry({ penalty: 0, fee: 0, interest: 0, principal: 8_000 }),
      },
      { date: '2026-01-20', entry: paid(0, 1_000) },
    ],
  },
  // Repaid in full on its due date.
  {
    key: 'F',
    principal: 4_000,
    disbursed: '2025-12-05',
    due: '2026-01-05',
    status: ORDER_STATUS.finish,
    finished: '2026-01-05',
    onTime: 1,
    entries: [{ date: '2026-01-05', entry: paid(4_000) }],
  },
];

/** Writes the book; returns each loan's order id by its key. */
export async function seedBook(db: Db): Promise<Record<string, number>> {
  const ids: Record<string, number> = {};
  for (const loan of LOANS) {
    const user = await aBorrower(db, { country: ANY_COUNTRY });
    const order = await anOrder(db, user, {
      status: (loan.status ?? ORDER_STATUS.repaying) as typeof ORDER_STATUS.repaying,
      amount: loan.principal,
      days: 91,
      dueDay: dayOf(loan.due),
      disbursedAt: new Date(at(loan.disbursed)),
      finishedAt: loan.finished ? new Date(at(loan.finished, '18:00')) : null,
      onTime: loan.onTime ?? null,
    });
    ids[loan.key] = order.id;
    const fee = Math.round(loan.principal / 20);
    const feeTax = Math.round(fee * 0.18);
    await bookAlone(
      db,
      order.id,
      `disbursement:${order.orderNo}`,
      disbursementEntry({ loanAmount: loan.principal, fee, feeTax }),
      at(loan.disbursed),
    );
    for (const [i, e] of (loan.entries ?? []).entries())
      await bookAlone(db, order.id, `seed:${order.orderNo}:${i}`, e.entry, at(e.date, e.time));
  }
  return ids;
}
