/**
 * The bureau files of each country, produced by the job pass: a daily file once per business day
 * and a monthly file on the first day of a month (reporting the month's last day), each from the
 * books as they stood at the end of the day it is dated (docs/decisions/0058), checked by the
 * format's own validator before it is kept. The notices the books call for now (before, after a
 * listing, the settled update) are sent in the same pass.
 */
import { businessDay, startOfBusinessDay } from '../../domain/business-date';
import { isQuiet, nextAllowed } from '../../domain/quiet-hours';
import { buildBureauFile } from '../../domain/bureau/build';
import { LayoutError } from '../../domain/bureau/cis-layout';
import type { Period } from '../../domain/bureau/format';
import { listingOf } from '../../domain/bureau/listing';
import type { ServerDeps } from '../../types';
import { COUNTRY_CODES, COUNTRY_FACTS, type Country } from '../../../shared/countries';
import { schedule } from '../../jobs/queue';
import { countrySms } from '../sms';
import { bureauFacts, lenderFacts, listingRulesOf } from './country';
import { asOfDay, lastInstant } from './as-of';
import { bookLoans, bookLoansAsOf, type BookLoan } from './facts';
import { bureauFormat } from './formats';
import { noticeDue, sendNotice } from './notices';
import * as repo from './repo';
import { laterDayDue, lastScheduledDay } from './schedule-repo';

type Deps = Pick<ServerDeps, 'db' | 'clock' | 'config' | 'sms' | 'log'>;

export interface BureauPass {
  readonly files: number;
  readonly notices: number;
  /**
   * Set when the notices fell in the country's quiet hours: the files are made, the notices wait
   * for this time (the job runs again then), never dropped.
   */
  readonly noticesWaitUntil?: number;
}

/**
 * Days of a country's bureau work a pass catches up after the server was down or the sandbox clock
 * jumped: each missed day's daily file is produced, and the notices go out once. Older days are
 * left: a closed loan stays in the files this long, so the next files still report it.
 */
export const CATCH_UP_DAYS = 35;

/** Whether `day` is the first of its month. */
function firstOfMonth(day: number): boolean {
  return new Date(day * 86_400_000).getUTCDate() === 1;
}

/** The book as read once for a pass: the files of one day share one read. */
type ReadBook = () => Promise<BookLoan[]>;

const readOnce = (read: () => Promise<BookLoan[]>): ReadBook => {
  let done: Promise<BookLoan[]> | undefined;
  return () => (done ??= read());
};

/** The book as it stood at the end of `day`: what a file dated `day` reports. */
const bookOfDay = (deps: Deps, country: Country, day: number): ReadBook =>
  readOnce(() => bookLoansAsOf(deps.db, country, day));

/**
 * Produces the file of `period` for `day` unless it exists; whether one was written. `book` is
 * the book as of `day` (shared by the files of one day).
 */
export async function produceFile(
  deps: Deps,
  country: Country,
  period: Period,
  day: number,
  book: ReadBook = bookOfDay(deps, country, day),
): Promise<boolean> {
  const facts = bureauFacts(country);
  const rules = listingRulesOf(country);
  if (!facts || !rules || (await repo.fileExists(deps.db, country, period, day))) return false;
  const now = deps.clock();
  const format = bureauFormat(facts.format);
  const loans = await book();
  const header = {
    lenderCode: facts.lenderCode,
    lenderName: lenderFacts(country)?.legalName ?? facts.lenderCode,
    currency: COUNTRY_FACTS[country].currencyCode,
    period,
    day,
  };
  let built: ReturnType<typeof buildBureauFile>;
  try {
    built = buildBureauFile(
      format,
      header,
      loans.map((l) => l.facts),
      rules,
      lastInstant(asOfDay(day, country)),
    );
  } catch (err) {
    // A layout data file the writer cannot follow: named in the log, tried again next pass.
    if (!(err instanceof LayoutError)) throw err;
    deps.log.warn({ country, period, day, err: err.message }, 'bureau layout invalid');
    return false;
  }
  const issues = format.validate(built.content);
  // A file the validator refuses is never kept for submission: it is logged and tried next pass.
  if (issues.length > 0) {
    deps.log.warn({ country, period, day, issues: issues.slice(0, 20) }, 'bureau file invalid');
    return false;
  }
  return repo.insertFile(deps.db, {
    country,
    period,
    day,
    format: format.id,
    name: built.name,
    content: built.content,
    records: built.records,
    negative: built.negative.length,
    heldOut: built.heldOut.length,
    createdAt: new Date(now),
  });
}

/** Sends the notices the books call for now (outside the country's quiet hours). */
export async function sendBureauNotices(deps: Deps, country: Country): Promise<number> {
  const rules = listingRulesOf(country);
  const now = deps.clock();
  if (!rules || noticesWait(country, now) !== undefined) return 0;
  let sent = 0;
  for (const loan of await bookLoans(deps.db, country, now)) {
    const kind = noticeDue(loan, listingOf(loan.facts, rules, now), rules);
    if (kind && (await sendNotice(deps, country, loan, kind, rules))) sent++;
  }
  return sent;
}

/** When a country's notices may go out, if not at `now` (its quiet hours). */
function noticesWait(country: Country, now: number): number | undefined {
  const sms = countrySms(country);
  return isQuiet(now, sms.quietHours, sms.timeZone)
    ? nextAllowed(now, sms.quietHours, sms.timeZone)
    : undefined;
}

/** Local hour the day's bureau work runs: after the quiet hours, so the notices may go out. */
const RUN_HOUR = 10;

/**
 * Schedules each country's bureau day once (a job per country and business day, at RUN_HOUR
 * local), and every day since the last one scheduled that a stopped server or a jump of the
 * sandbox clock skipped (up to {@link CATCH_UP_DAYS}); the job runs {@link runBureauDay}.
 */
export async function scheduleBureauDays(deps: Pick<ServerDeps, 'db' | 'clock'>): Promise<void> {
  for (const country of COUNTRY_CODES) {
    if (!bureauFacts(country)) continue;
    const today = businessDay(deps.clock(), country);
    const last = await lastScheduledDay(deps.db, country);
    const from = last === undefined ? today : Math.max(last + 1, today - CATCH_UP_DAYS);
    for (let day = from; day <= today; day++)
      await schedule(deps.db, {
        kind: 'bureau',
        key: `bureau:${country}:${day}`,
        runAt: startOfBusinessDay(day, country) + RUN_HOUR * 3_600_000,
        payload: { country, day },
      });
  }
}

/**
 * A country's bureau day: the notices, then yesterday's daily file and, on the 1st, last month's.
 * In the quiet hours (a day caught up at night) the files are made and the notices wait. The
 * notices read the book as it is now; the files read it as it stood at the end of their day, so a
 * day caught up late writes the file it would have written on time. Of days caught up together,
 * only the last sends the notices (decision 0058: once per pass): they read the same book now, and
 * a read of the whole book per missed day found nothing more to send.
 */
export async function runBureauDay(deps: Deps, country: Country, day: number): Promise<BureauPass> {
  const now = deps.clock();
  const later = await laterDayDue(deps.db, country, day, now);
  const noticesWaitUntil = later ? undefined : noticesWait(country, now);
  const notices =
    later || noticesWaitUntil !== undefined ? 0 : await sendBureauNotices(deps, country);
  // Both files report the same day: one read of the book as of then.
  const book = bookOfDay(deps, country, day - 1);
  let files = 0;
  if (await produceFile(deps, country, 'daily', day - 1, book)) files++;
  if (firstOfMonth(day) && (await produceFile(deps, country, 'monthly', day - 1, book))) files++;
  return noticesWaitUntil === undefined ? { files, notices } : { files, notices, noticesWaitUntil };
}
