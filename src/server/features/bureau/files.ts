/**
 * The bureau files of each country, produced by the job pass: a daily file once per business day
 * and a monthly file on the first day of a month (reporting the month's last day), each from the
 * books as they stand, checked by the format's own validator before it is kept. The notices a
 * file implies (before, after a listing, the settled update) are sent in the same pass.
 */
import { businessDay, startOfBusinessDay } from '../../domain/business-date';
import { isQuiet } from '../../domain/quiet-hours';
import { buildBureauFile } from '../../domain/bureau/build';
import { LayoutError } from '../../domain/bureau/cis-layout';
import type { Period } from '../../domain/bureau/format';
import { listingOf } from '../../domain/bureau/listing';
import type { ServerDeps } from '../../types';
import { COUNTRY_CODES, COUNTRY_FACTS, type Country } from '../../../shared/countries';
import { schedule } from '../../jobs/queue';
import { countrySms } from '../sms';
import { bureauFacts, lenderFacts, listingRulesOf } from './country';
import { bookLoans } from './facts';
import { bureauFormat } from './formats';
import { noticeDue, sendNotice } from './notices';
import * as repo from './repo';

type Deps = Pick<ServerDeps, 'db' | 'clock' | 'config' | 'sms' | 'log'>;

export interface BureauPass {
  readonly files: number;
  readonly notices: number;
}

/** Whether `day` is the first of its month. */
function firstOfMonth(day: number): boolean {
  return new Date(day * 86_400_000).getUTCDate() === 1;
}

/** Produces the file of `period` for `day` unless it exists; whether one was written. */
export async function produceFile(
  deps: Deps,
  country: Country,
  period: Period,
  day: number,
): Promise<boolean> {
  const facts = bureauFacts(country);
  const rules = listingRulesOf(country);
  if (!facts || !rules || (await repo.fileExists(deps.db, country, period, day))) return false;
  const now = deps.clock();
  const format = bureauFormat(facts.format);
  const loans = await bookLoans(deps.db, country, now);
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
      now,
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
  const sms = countrySms(country);
  if (!rules || isQuiet(now, sms.quietHours, sms.timeZone)) return 0;
  let sent = 0;
  for (const loan of await bookLoans(deps.db, country, now)) {
    const kind = noticeDue(loan, listingOf(loan.facts, rules, now), rules);
    if (kind && (await sendNotice(deps, country, loan, kind, rules))) sent++;
  }
  return sent;
}

/** Local hour the day's bureau work runs: after the quiet hours, so the notices may go out. */
const RUN_HOUR = 10;

/**
 * Schedules each country's bureau day once (a job per country and business day, at RUN_HOUR
 * local); the job runs {@link runBureauDay}.
 */
export async function scheduleBureauDays(deps: Pick<ServerDeps, 'db' | 'clock'>): Promise<void> {
  for (const country of COUNTRY_CODES) {
    if (!bureauFacts(country)) continue;
    const day = businessDay(deps.clock(), country);
    await schedule(deps.db, {
      kind: 'bureau',
      key: `bureau:${country}:${day}`,
      runAt: startOfBusinessDay(day, country) + RUN_HOUR * 3_600_000,
      payload: { country, day },
    });
  }
}

/** A country's bureau day: the notices, then yesterday's daily file and, on the 1st, last month's. */
export async function runBureauDay(deps: Deps, country: Country, day: number): Promise<BureauPass> {
  const notices = await sendBureauNotices(deps, country);
  let files = 0;
  if (await produceFile(deps, country, 'daily', day - 1)) files++;
  if (firstOfMonth(day) && (await produceFile(deps, country, 'monthly', day - 1))) files++;
  return { files, notices };
}
