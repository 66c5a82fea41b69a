/**
 * A random loan book around a close, for comparing today's report from the last close with the
 * full sum: loans paid out over five months (some after the close), paid in part or in full, on
 * time or late, written off and then paid (a recovery), moved to a new due day, turned overdue and
 * charged interest, each event at its own time before or after the close of the last closed day,
 * the close itself run a few hours into the next morning as the job runs it.
 */
import type { Db } from '../../../src/server/db/client';
import { startOfBusinessDay } from '../../../src/server/domain/business-date';
import {
  disbursementEntry,
  interestEntry,
  repaymentEntry,
  writeOffEntry,
} from '../../../src/server/domain/journal';
import { moveOrder, patchOrder } from '../../../src/server/features/orders/state';
import type { OrderStatus } from '../../../src/shared/orders';
import { closeBusinessDays } from '../../../src/server/features/portfolio';
import { ORDER_STATUS } from '../../../src/shared/orders';
import { aBorrower, anOrder, ANY_COUNTRY } from '../../support/factories';
import { dayOf } from './seeded-book';
import { bookAlone } from '../../support/book-alone';

const HOUR = 3_600_000;

/** A small seeded generator (mulberry32), so a failing case is found again by its seed. */
function generator(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  return { int: (lo: number, hi: number) => lo + Math.floor(next() * (hi + 1 - lo)), next };
}

type Event = { at: number; run: () => Promise<void> };

/** Report days: mid-month, the first of a month (its last close in the month before), the second. */
const TODAYS = ['2026-03-17', '2026-03-01', '2026-03-02', '2026-01-31'];

/**
 * Writes a random book of `seed` and runs the close of its last closed day; returns the report
 * day (not yet closed) and the instant it is asked at, after every event.
 */
export async function randomBook(db: Db, seed: number): Promise<{ day: number; now: number }> {
  const rnd = generator(seed);
  const country = ANY_COUNTRY;
  const day = dayOf(TODAYS[rnd.int(0, TODAYS.length - 1)]!);
  const last = day - rnd.int(1, 2); // one day not closed in between, now and then
  const start = (d: number) => startOfBusinessDay(d, country);
  const closeRun = start(last + 1) + rnd.int(0, 6) * HOUR;
  const now = start(day) + 14 * HOUR;
  const events: Event[] = [
    {
      at: closeRun,
      run: async () => void (await closeBusinessDays({ db, clock: () => closeRun })),
    },
  ];
  const loans = rnd.int(8, 16);
  for (let i = 0; i < loans; i++) {
    const principal = 1_000 * rnd.int(1, 40);
    // Mostly before the close; a few on the last closed day, its morning after, or today.
    const paidOut = start(day - rnd.int(0, 150)) + rnd.int(1, 22) * HOUR + rnd.int(0, 59) * 60_000;
    if (paidOut >= now) continue;
    const dueDay = Math.floor((paidOut - start(0)) / 86_400_000) + rnd.int(5, 40);
    const user = await aBorrower(db, { country });
    const order = await anOrder(db, user, {
      status: ORDER_STATUS.lending,
      amount: principal,
      days: 30,
      createdAt: new Date(paidOut - HOUR),
      updatedAt: new Date(paidOut - HOUR),
    });
    let status: OrderStatus = ORDER_STATUS.lending;
    const move = async (to: OrderStatus, patch: Parameters<typeof moveOrder>[5], at: number) => {
      await moveOrder(db, { id: order.id, status }, to, 'random book', at, patch);
      status = to;
    };
    let owed = principal;
    let writtenOff = false;
    let finished = false;
    const times = Array.from(
      { length: rnd.int(0, 4) },
      () => paidOut + rnd.next() * (now - paidOut),
    ).sort((a, b) => a - b);
    events.push({
      at: paidOut,
      run: async () => {
        await bookAlone(
          db,
          order.id,
          `pay-out:${order.id}`,
          disbursementEntry({ loanAmount: principal, fee: 0, feeTax: 0 }),
          paidOut,
        );
        await move(ORDER_STATUS.repaying, { disbursedAt: new Date(paidOut), dueDay }, paidOut);
      },
    });
    let due = dueDay;
    for (const [k, at] of times.entries()) {
      const kind = rnd.int(0, 5);
      const key = `e:${order.id}:${k}`;
      events.push({
        at,
        run: async () => {
          if (finished && !writtenOff) return;
          const today = Math.floor((at - start(0)) / 86_400_000);
          if (writtenOff) {
            await bookAlone(
              db,
              order.id,
              key,
              repaymentEntry({ penalty: 0, fee: 0, interest: 0, principal: 0, excess: 500 }),
              at,
            );
          } else if (kind === 0 && owed > 1_000) {
            const part = 1_000 * rnd.int(1, Math.floor((owed - 1) / 1_000));
            owed -= part;
            await bookAlone(
              db,
              order.id,
              key,
              repaymentEntry({ penalty: 0, fee: 0, interest: 0, principal: part, excess: 0 }),
              at,
            );
          } else if (kind === 1) {
            await bookAlone(
              db,
              order.id,
              key,
              repaymentEntry({ penalty: 0, fee: 0, interest: 0, principal: owed, excess: 0 }),
              at,
            );
            owed = 0;
            finished = true;
            const onTime = today <= due ? 1 : 0;
            await move(ORDER_STATUS.finish, { finishedAt: new Date(at), onTime }, at);
          } else if (kind === 2) {
            await bookAlone(
              db,
              order.id,
              key,
              writeOffEntry({ penalty: 0, fee: 0, interest: 0, principal: owed }),
              at,
            );
            owed = 0;
            writtenOff = finished = true;
            await move(ORDER_STATUS.finish, { finishedAt: new Date(at), onTime: 0 }, at);
          } else if (kind === 3) {
            due += rnd.int(3, 14); // a rollover or a payment plan's next instalment
            await patchOrder(db, order.id, { dueDay: due }, at);
          } else if (kind === 4) {
            if (status === ORDER_STATUS.repaying) await move(ORDER_STATUS.overdue, {}, at);
          } else {
            await bookAlone(db, order.id, key, interestEntry(rnd.int(1, 9) * 10), at);
          }
        },
      });
    }
  }
  for (const e of events.sort((a, b) => a.at - b.at)) await e.run();
  return { day, now };
}
