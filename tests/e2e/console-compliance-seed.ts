/**
 * A Kenyan book the compliance desk reads, made by the server's own daily bureau work: late loans
 * over the bureau's threshold, whose pre-listing notices the bureau day sends (delivered on the
 * sandbox's SMS), and, the notice days on, the daily file that lists them negative; beside them a
 * loan repaid on time, reported positive. The clock moves as a lender's days pass.
 */
import { and, eq, inArray } from 'drizzle-orm';
import { bureauFiles, bureauNotices, jobs, smsOutbox } from '../../src/server/db/schema';
import {
  businessDateText,
  businessDay,
  startOfBusinessDay,
} from '../../src/server/domain/business-date';
import { bureauFacts } from '../../src/server/features/bureau';
import { ORDER_STATUS } from '../../src/shared/orders';
import { aBookedLoan, aPersonalForm } from '../support/factories';
import type { RunningServer } from './server';

const COUNTRY = 'KE';
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** Late borrowers, named as their personal forms give them. */
const LATE = [
  ['Wanjiru', 'Kamau'],
  ['Otieno', 'Ochieng'],
] as const;

/**
 * A late loan and the day its pre-listing notice was sent and delivered, as the console writes
 * days (DD/MM/YYYY, where the member sits: the browser and this process share the machine's zone).
 */
export interface NoticedLoan {
  readonly orderNo: string;
  readonly sent: string;
  readonly delivered: string;
}

export interface KenyanListing {
  /** The late loans, in the order their borrowers were named. */
  readonly late: readonly NoticedLoan[];
  /** The reporting day of the file that lists them, as the console writes it (DD/MM/YYYY). */
  readonly fileDate: string;
}

/** The morning of `day` in Nairobi at 11:00, after the bureau day's 10:00 run and quiet hours. */
function toMorningOf(server: RunningServer, day: number): void {
  server.advance(startOfBusinessDay(day, COUNTRY) + 11 * HOUR - server.clock());
}

/**
 * Waits for the server's job runner to finish the bureau day `day`: the work it does (one daily
 * file per caught-up day, the notices) bounds the wait, the test's own timeout a hang.
 */
async function bureauDayRun(server: RunningServer, day: number): Promise<void> {
  const key = `bureau:${COUNTRY}:${day}`;
  for (;;) {
    const [job] = await server.db.select().from(jobs).where(eq(jobs.key, key));
    if (job?.status === 'done') return;
    if (job?.status === 'failed') throw new Error(`${key} failed: ${job.lastError ?? ''}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const two = (n: number) => String(n).padStart(2, '0');
const day = (at: Date | null) =>
  at ? `${two(at.getDate())}/${two(at.getMonth() + 1)}/${at.getFullYear()}` : '';

/** The pre-listing notices of `orderIds` whose SMS was delivered: when sent, when delivered. */
function deliveredNotices(server: RunningServer, orderIds: number[]) {
  return server.db
    .select({
      orderId: bureauNotices.orderId,
      sent: bureauNotices.createdAt,
      delivered: smsOutbox.finalAt,
    })
    .from(bureauNotices)
    .innerJoin(smsOutbox, eq(smsOutbox.id, bureauNotices.outboxId))
    .where(
      and(
        inArray(bureauNotices.orderId, orderIds),
        eq(bureauNotices.kind, 'pre-listing'),
        eq(smsOutbox.status, 'delivered'),
      ),
    );
}

export async function seedKenyanListing(server: RunningServer): Promise<KenyanListing> {
  const facts = bureauFacts(COUNTRY);
  if (!facts) throw new Error('Kenya reports to no bureau');
  const today = businessDay(server.clock(), COUNTRY);
  const booked = server.clock() - 40 * DAY;
  const late = [];
  for (const [first, last] of LATE) {
    const loan = await aBookedLoan(server.db, {
      amount: facts.negativeThreshold * 5,
      now: booked,
      order: { country: COUNTRY, dueDay: today - 10, disbursedAt: new Date(booked) },
    });
    await aPersonalForm(
      server.db,
      { id: loan.userId, country: COUNTRY },
      { firstName: first, lastName: last, nationalId: String(27_300_000 + loan.userId) },
    );
    late.push(loan);
  }
  const onTime = await aBookedLoan(server.db, {
    amount: facts.negativeThreshold * 3,
    now: booked,
    order: {
      country: COUNTRY,
      status: ORDER_STATUS.repaying,
      dueDay: today + 50,
      disbursedAt: new Date(booked),
    },
  });
  await aPersonalForm(
    server.db,
    { id: onTime.userId, country: COUNTRY },
    { firstName: 'Akinyi', lastName: 'Mwangi', nationalId: String(27_300_000 + onTime.userId) },
  );

  // Tomorrow's bureau day sends the notices; the sandbox reports each SMS delivered.
  toMorningOf(server, today + 1);
  await bureauDayRun(server, today + 1);
  const notices = await deliveredNotices(
    server,
    late.map((l) => l.id),
  );
  const noticed = late.map((loan) => {
    const notice = notices.find((n) => n.orderId === loan.id);
    if (!notice) throw new Error(`no delivered pre-listing notice of ${loan.orderNo}`);
    return { orderNo: loan.orderNo, sent: day(notice.sent), delivered: day(notice.delivered) };
  });

  // The notice days later the days skipped are caught up; yesterday's daily file lists them.
  const listed = today + 1 + facts.noticeDays + 1;
  toMorningOf(server, listed);
  await bureauDayRun(server, listed);
  const [file] = await server.db
    .select()
    .from(bureauFiles)
    .where(
      and(
        eq(bureauFiles.country, COUNTRY),
        eq(bureauFiles.period, 'daily'),
        eq(bureauFiles.day, listed - 1),
      ),
    );
  if (file?.negative !== late.length)
    throw new Error(`the file of ${businessDateText(listed - 1)} lists ${file?.negative} negative`);
  const [year, month, date] = businessDateText(listed - 1).split('-');
  return { late: noticed, fileDate: `${date}/${month}/${year}` };
}
