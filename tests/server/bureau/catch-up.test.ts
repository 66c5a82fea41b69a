/**
 * A bureau file caught up late is the file the daily job would have written on time
 * (docs/decisions/0058-bureau-files-as-of-their-day.md). Two databases hold the same fortnight of
 * a moving book: in one the jobs run every day at noon while its events happen; the other is
 * handed the whole history (its daily interest booked late, at once) and its clock jumps over the
 * fortnight. Every daily and monthly file of the two is the same, byte for byte, and the book did
 * move: the files list a loan positive before its notice is old enough and negative after.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Db } from '../../../src/server/db/client';
import { bureauFiles, loanOrders } from '../../../src/server/db/schema';
import { businessDay, startOfBusinessDay } from '../../../src/server/domain/business-date';
import { bureauFacts } from '../../../src/server/features/bureau';
import { bureauFormat } from '../../../src/server/features/bureau/formats';
import { runDueJobs } from '../../../src/server/jobs/run';
import { SandboxSms } from '../../../src/server/providers/sms';
import { COUNTRY_CODES, type Country } from '../../../src/shared/countries';
import { HANG_GUARD_MS } from '../../support/bounded-work';
import { createTestDb, testConfig } from '../helpers';
import { movingBook, type Identities } from './catch-up-book';

const HOUR = 3_600_000;
const SPAN_DAYS = 12;
const silent = { warn: () => undefined, info: () => undefined, error: () => undefined };
const reporting = COUNTRY_CODES.filter((c) => bureauFacts(c));

/** A database whose jobs run on a clock the test moves. */
function world(db: Db, start: number) {
  const clock = { now: start };
  const deps = {
    db,
    clock: () => clock.now,
    config: testConfig(),
    sms: new SandboxSms(() => clock.now),
    log: silent as never,
  };
  return { clock, pass: () => runDueJobs(deps) };
}

/** The files of `country`, in a form two databases can compare. */
async function filesOf(db: Db, country: Country) {
  const rows = await db
    .select()
    .from(bureauFiles)
    .where(eq(bureauFiles.country, country))
    .orderBy(bureauFiles.period, bureauFiles.day);
  return rows.map((f) => ({
    period: f.period,
    day: f.day,
    name: f.name,
    records: f.records,
    negative: f.negative,
    heldOut: f.heldOut,
    content: f.content,
  }));
}

describe.each(reporting)('a bureau file of %s caught up after a jump', (country) => {
  const facts = bureauFacts(country)!;
  // A fortnight from the 24th of June: the catch-up also writes June's monthly file.
  const day0 = businessDay(Date.UTC(2026, 5, 24, 9), country);
  const at = (d: number, hour: number) => startOfBusinessDay(day0 + d, country) + hour * HOUR;
  const book = movingBook(country, facts, day0);

  it(
    'equals, for every day, the file the job wrote on that day',
    async () => {
      const [onTime, jumped] = [await createTestDb(), await createTestDb()];
      try {
        const ids: Identities = new Map();
        // Day by day: each event when the clock passes it, the jobs at noon every day.
        const events = await book.seed(onTime.db, ids);
        const daily = world(onTime.db, at(0, 6));
        await daily.pass();
        let happened = 0;
        for (let d = 0; d <= SPAN_DAYS; d++) {
          daily.clock.now = at(d, 12);
          for (const e of events.slice(happened).filter((x) => x.at <= daily.clock.now)) {
            await e.apply(onTime.db, e.at);
            happened++;
          }
          // The sweeps schedule the day's job after the due ones ran: the next pass runs it.
          await daily.pass();
          await daily.pass();
        }
        // The same history handed over at once; the interest a sweep books late, at the end.
        const end = at(SPAN_DAYS, 12);
        for (const e of await book.seed(jumped.db, ids))
          await e.apply(jumped.db, e.accrual ? end : e.at);
        const late = world(jumped.db, at(0, 6));
        await late.pass();
        late.clock.now = end;
        await late.pass();
        await late.pass();

        // The same loans under the same ids in both, or the files could not be the same.
        const orders = (db: Db) =>
          db
            .select({ id: loanOrders.id, no: loanOrders.orderNo })
            .from(loanOrders)
            .orderBy(loanOrders.id);
        expect(await orders(jumped.db)).toEqual(await orders(onTime.db));

        const written = await filesOf(onTime.db, country);
        const dailyDays = written.filter((f) => f.period === 'daily').map((f) => f.day);
        expect(dailyDays).toEqual(Array.from({ length: SPAN_DAYS + 1 }, (_, i) => day0 - 1 + i));
        expect(written.some((f) => f.period === 'monthly')).toBe(true);
        expect(await filesOf(jumped.db, country)).toEqual(written);

        // The book moved: the notice grows old enough between the files of day 3 and day 4.
        const format = bureauFormat(facts.format);
        const crosses = ids.get('crossesNotice')!.orderNo;
        const listing = (day: number) =>
          format
            .read(written.find((f) => f.period === 'daily' && f.day === day)?.content ?? '')
            .find((a) => a.accountNumber === crosses)?.listing;
        expect([listing(day0 + 3), listing(day0 + 4)]).toEqual(['positive', 'negative']);
      } finally {
        await onTime.close();
        await jumped.close();
      }
    },
    HANG_GUARD_MS,
  );
});
