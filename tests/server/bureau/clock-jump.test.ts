/**
 * The bureau's daily work across jumps of the sandbox clock that land at night, in Tanzania's
 * quiet hours. A jump lands every skipped day's job (a daily file for each day), and notices due
 * in the quiet hours wait for the morning instead of being dropped; a jump through /sandbox/clock
 * passes each day in daylight, so the pre-listing notices go out on the first day, are delivered,
 * and thirty days later the files list the late loans negative. Days caught up together read the
 * book for their notices once: the last day's job sends them.
 */
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bureauFiles, bureauNotices, smsOutbox } from '../../../src/server/db/schema';
import { businessDay } from '../../../src/server/domain/business-date';
import { bureauFacts, runBureauDay, scheduleBureauDays } from '../../../src/server/features/bureau';
import { bureauFormat } from '../../../src/server/features/bureau/formats';
import { advanceLiving } from '../../../src/server/features/sandbox/advance';
import { openSandboxClock } from '../../../src/server/features/sandbox/clock';
import { runDueJobs } from '../../../src/server/jobs/run';
import { SandboxSms } from '../../../src/server/providers/sms';
import { ORDER_STATUS } from '../../../src/shared/orders';
import { aBookedLoan, aBorrower, aPersonalForm } from '../../support/factories';
import { setUpTestDb, testConfig } from '../helpers';
import { HANG_GUARD_MS } from '../../support/bounded-work';

const ctx = setUpTestDb();
const DAY = 86_400_000;
const COUNTRY = 'TZ';
const facts = bureauFacts(COUNTRY)!;
// 02:00 in Dar es Salaam: inside the quiet hours (20:00-08:00).
const NIGHT = Date.UTC(2026, 5, 14, 23, 0, 0);
const silent = { warn: () => undefined, info: () => undefined, error: () => undefined };

async function lateBook(count: number) {
  const today = businessDay(NIGHT, COUNTRY);
  const orderNos: string[] = [];
  for (let i = 0; i < count; i++) {
    const order = await aBookedLoan(ctx.testDb.db, {
      amount: facts.negativeThreshold * 5,
      now: NIGHT - 60 * DAY,
      order: {
        country: COUNTRY,
        status: ORDER_STATUS.overdue,
        days: 91,
        dueDay: today - 5,
        disbursedAt: new Date(NIGHT - 96 * DAY),
      },
    });
    await aPersonalForm(ctx.testDb.db, { id: order.userId, country: COUNTRY });
    orderNos.push(order.orderNo);
  }
  // A borrower who owes nothing: the files report more than the late loans.
  await aBorrower(ctx.testDb.db, { country: COUNTRY });
  return orderNos;
}

async function setUp() {
  const wall = { now: NIGHT };
  const clock = await openSandboxClock(ctx.testDb.db, () => wall.now, 0);
  const deps = {
    db: ctx.testDb.db,
    clock: clock.now,
    config: testConfig(),
    sms: new SandboxSms(clock.now),
    log: silent as never,
  };
  return { clock, deps, pass: () => runDueJobs(deps) };
}

const notices = () =>
  ctx.testDb.db
    .select({ kind: bureauNotices.kind, status: smsOutbox.status })
    .from(bureauNotices)
    .leftJoin(smsOutbox, eq(smsOutbox.id, bureauNotices.outboxId));

const dailyFiles = () =>
  ctx.testDb.db
    .select()
    .from(bureauFiles)
    .where(and(eq(bureauFiles.country, COUNTRY), eq(bureauFiles.period, 'daily')))
    .orderBy(bureauFiles.day);

describe('the bureau day after a jump of the sandbox clock', () => {
  it(
    'files every skipped day and keeps the night-time notices for the morning',
    async () => {
      const late = await lateBook(3);
      const { clock, pass } = await setUp();
      await pass(); // the server ran on the first night: its bureau day is scheduled
      await clock.advance(10 * DAY); // a bare jump, landing at 02:00 again
      await pass();
      await pass();
      // One daily file for each day whose 10:00 run the jump passed (today's is still to come).
      const files = await dailyFiles();
      const days = files.map((f) => f.day);
      expect(days).toEqual(
        Array.from({ length: 10 }, (_, i) => businessDay(NIGHT, COUNTRY) - 1 + i),
      );
      // No notice at night: the caught-up jobs wait for the morning instead of ending.
      expect(await notices()).toEqual([]);
      // 09:00 local, before today's own 10:00 run: only a job that waited sends them.
      await clock.advance(7 * 3_600_000);
      await pass();
      const sent = await notices();
      expect(sent).toHaveLength(late.length);
      expect(sent.every((n) => n.kind === 'pre-listing' && n.status === 'delivered')).toBe(true);
    },
    HANG_GUARD_MS,
  );

  it(
    'sends the notices on a long jump through night and lists the late loans thirty days on',
    async () => {
      const late = await lateBook(3);
      const { clock, pass } = await setUp();
      await advanceLiving(clock, (facts.noticeDays + 3) * DAY, pass);
      const sent = await notices();
      expect(sent.filter((n) => n.kind === 'pre-listing' && n.status === 'delivered')).toHaveLength(
        late.length,
      );
      const files = await dailyFiles();
      expect(files.length).toBeGreaterThanOrEqual(facts.noticeDays + 2);
      const last = files.at(-1)!;
      const format = bureauFormat(facts.format);
      expect(format.validate(last.content)).toEqual([]);
      expect(last.negative).toBe(late.length);
      const negative = format
        .read(last.content)
        .filter((a) => a.listing === 'negative')
        .map((a) => a.accountNumber);
      expect(negative.sort()).toEqual([...late].sort());
      // The borrowers were told they are listed, once each.
      expect((await notices()).filter((n) => n.kind === 'listed')).toHaveLength(late.length);
    },
    HANG_GUARD_MS,
  );

  it(
    "leaves the notices of days caught up together to the last day's job",
    async () => {
      const late = await lateBook(3);
      const { clock, deps, pass } = await setUp();
      await pass();
      // Five days on, at 11:00 local: every skipped day's job is due, today's too.
      await clock.advance(5 * DAY + 9 * 3_600_000);
      await scheduleBureauDays(deps);
      const today = businessDay(clock.now(), COUNTRY);
      const earlier = await runBureauDay(deps, COUNTRY, today - 2);
      // Its file is written as of its own day; the notices wait for the last day, due now too.
      expect(earlier).toEqual({ files: 1, notices: 0 });
      expect(await notices()).toEqual([]);
      const last = await runBureauDay(deps, COUNTRY, today);
      expect(last.notices).toBe(late.length);
      expect(await notices()).toHaveLength(late.length);
    },
    HANG_GUARD_MS,
  );
});
