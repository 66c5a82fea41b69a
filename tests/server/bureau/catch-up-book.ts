/**
 * A book whose bureau facts move during a fortnight, laid out as a seed and dated events, so two
 * databases can hold the same history: one lives it day by day (each event when the clock passes
 * it), the other is handed all of it at once and jumps. A table of loans, each changing one fact a
 * file reports on a known day: a notice growing old enough, a repayment in full or in part, a due
 * date passing, a dispute opened, a loan paid out, daily interest a late sweep books at once.
 */
import { eq } from 'drizzle-orm';
import type { Db } from '../../../src/server/db/client';
import { loanOrders, rightsRequests } from '../../../src/server/db/schema';
import { startOfBusinessDay } from '../../../src/server/domain/business-date';
import {
  disbursementEntry,
  interestEntry,
  repaymentEntry,
} from '../../../src/server/domain/journal';
import type { BureauFacts } from '../../../src/server/features/bureau';
import { ORDER_STATUS } from '../../../src/shared/orders';
import type { Country } from '../../../src/shared/countries';
import { aBorrower, anOrder, aPersonalForm } from '../../support/factories';
import { bookAlone } from '../../support/book-alone';
import { seedPreListingNotice } from './book';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** A loan's number and its borrower's, made in the first world and given again in the second. */
export type Identities = Map<string, { readonly mobile: string; readonly orderNo: string }>;

export interface BookEvent {
  /** When it happens. */
  readonly at: number;
  /** A daily accrual: a sweep that ran late books it when the server is back, keyed by its day. */
  readonly accrual?: true;
  /** Writes it, booked at `bookedAt`. */
  apply(db: Db, bookedAt: number): Promise<void>;
}

export interface MovingBook {
  /** The loans as the fortnight starts; returns the events to come, in time order. */
  seed(db: Db, ids: Identities): Promise<BookEvent[]>;
}

interface LoanPlan {
  readonly dueIn: number;
  readonly disbursedIn: number;
  /** Days from the first day to a pre-listing notice delivered at 15:00. */
  readonly noticeIn?: number;
}

/**
 * The moving book of `country` whose fortnight starts on business `day0`; `at(d, h)` is hour h
 * of day0 + d in the country's zone.
 */
export function movingBook(country: Country, facts: BureauFacts, day0: number): MovingBook {
  const at = (d: number, hour: number) => startOfBusinessDay(day0 + d, country) + hour * HOUR;
  const principal = facts.negativeThreshold * 5;

  async function loan(db: Db, ids: Identities, name: string, plan: LoanPlan) {
    const known = ids.get(name);
    const disbursedAt = at(plan.disbursedIn, 9);
    const user = await aBorrower(db, {
      country,
      createdAt: new Date(disbursedAt - DAY),
      ...(known ? { mobile: known.mobile } : {}),
    });
    // An identity number every reporting country's format takes (as the seeded book's).
    await aPersonalForm(db, user, { nationalId: `${user.id}2345678` });
    const order = await anOrder(db, user, {
      amount: principal,
      creditLimit: principal,
      days: 30,
      dueDay: day0 + plan.dueIn,
      disbursedAt: new Date(disbursedAt),
      createdAt: new Date(disbursedAt - HOUR),
      updatedAt: new Date(disbursedAt),
      status: plan.dueIn < 0 ? ORDER_STATUS.overdue : ORDER_STATUS.repaying,
      ...(known ? { orderNo: known.orderNo } : {}),
    });
    ids.set(name, { mobile: user.mobile, orderNo: order.orderNo });
    const payout = disbursementEntry({ loanAmount: principal, fee: 0, feeTax: 0 });
    await bookAlone(db, order.id, `payout:${order.orderNo}`, payout, disbursedAt);
    if (plan.noticeIn !== undefined) {
      const sent = new Date(at(plan.noticeIn, 15));
      await seedPreListingNotice(db, { order, user, country, amount: principal, at: sent });
    }
    return { order, user };
  }

  const repay = (orderId: number, amount: number, when: number, finished: boolean): BookEvent => ({
    at: when,
    async apply(db, bookedAt) {
      const entry = repaymentEntry({
        penalty: 0,
        fee: 0,
        interest: 0,
        principal: amount,
        excess: 0,
      });
      await bookAlone(db, orderId, `pay:${orderId}:${when}`, entry, bookedAt);
      if (finished)
        await db
          .update(loanOrders)
          .set({ status: ORDER_STATUS.finish, finishedAt: new Date(bookedAt) })
          .where(eq(loanOrders.id, orderId));
    },
  });

  return {
    async seed(db, ids) {
      const old = -facts.noticeDays - 10;
      await loan(db, ids, 'good', { dueIn: 20, disbursedIn: -5 });
      // Its notice is old enough for the files dated from day 4 on, not before.
      await loan(db, ids, 'crossesNotice', {
        dueIn: -40,
        disbursedIn: -50,
        noticeIn: 4 - facts.noticeDays,
      });
      const repaid = await loan(db, ids, 'repaidMidway', {
        dueIn: -40,
        disbursedIn: -50,
        noticeIn: old,
      });
      const part = await loan(db, ids, 'partPaid', { dueIn: -40, disbursedIn: -50 });
      await loan(db, ids, 'fallsDue', { dueIn: 3, disbursedIn: -27 });
      const disputed = await loan(db, ids, 'disputedMidway', {
        dueIn: -40,
        disbursedIn: -50,
        noticeIn: old,
      });
      const accruing = await loan(db, ids, 'accruing', {
        dueIn: -40,
        disbursedIn: -50,
        noticeIn: old,
      });
      const events: BookEvent[] = [
        repay(part.order.id, principal - facts.negativeThreshold, at(3, 5), false),
        repay(repaid.order.id, principal, at(5, 15), true),
        {
          at: at(6, 15),
          async apply(db2, bookedAt) {
            await db2.insert(rightsRequests).values({
              reference: `D-${disputed.order.id}`,
              userId: disputed.user.id,
              country,
              kind: 'dispute',
              orderId: disputed.order.id,
              body: 'I paid this loan on time.',
              status: 'acknowledged',
              createdAt: new Date(bookedAt),
              ackDueAt: new Date(bookedAt + DAY),
              resolveDueAt: new Date(bookedAt + 14 * DAY),
            });
          },
        },
        {
          // A loan paid out on day 7: in no file dated before.
          at: at(7, 15),
          async apply(db2) {
            await loan(db2, ids, 'disbursedMidway', { dueIn: 22, disbursedIn: 7 });
          },
        },
      ];
      for (let d = 0; d <= 14; d++)
        events.push({
          at: at(d, 1),
          accrual: true,
          async apply(db2, bookedAt) {
            const key = `interest:${accruing.order.id}:${day0 + d}`;
            await bookAlone(db2, accruing.order.id, key, interestEntry(1_000 + d), bookedAt);
          },
        });
      return events.sort((a, b) => a.at - b.at);
    },
  };
}
