/**
 * `runDueJobs(deps)`: one pass of background work at the injected clock's time. The runner calls
 * it on an interval; tests call it directly after moving the clock. Safe in any number of
 * processes at once: jobs are claimed with SKIP LOCKED, every effect is idempotent.
 */
import type { ServerDeps } from '../types';
import type { CallbackEvent } from '../providers/wallet';
import { receiveCallback } from '../features/ledger';
import { assessOrder, expireOrder, startDisbursement } from '../features/loans';
import { purgeUnattachedImages } from '../features/feedback';
import { eraseExpiredRecords } from '../features/account';
import { isConnectionLost } from '../db/commit-outcome';
import { claimDue, deferJob, markDone, markFailed, releaseClaims, type JobRow } from './queue';
import { accrueOpenLoans, queryUnsettled } from './sweeps';
import { sendDueReminders, sendPayoutSms, sendReceipt } from '../features/payment-sms';
import {
  attemptDelivery,
  eraseSettledSmsValues,
  queryReport,
  type PayoutSmsJob,
  type ReceiptJob,
} from '../features/sms';
import { closeBusinessDays } from '../features/portfolio';
import { settlePromises } from '../features/ops-console';
import { settlePlans } from '../features/payment-plans';
import { runBureauDay, scheduleBureauDays } from '../features/bureau';
import { forgetOldUssdSessions } from '../features/ussd';
import { COUNTRY_CODES, type Country } from '../../shared/countries';

type Deps = Pick<ServerDeps, 'db' | 'clock' | 'config' | 'sms' | 'log'>;

export interface RunSummary {
  jobs: number;
  queried: number;
  accrued: number;
  reminded: number;
  /** Feedback images never attached to a post, erased after a day. */
  purged: number;
  /** Deleted accounts whose kept records reached the end of their retention period. */
  erased: number;
  /** Country business days closed: each open loan's delinquency filed (features/portfolio). */
  closed: number;
  /** USSD session rows past the console's longest drop-off window, forgotten. */
  forgotten: number;
}

const doneOrWhen = (attempt: 'done' | number): true | number =>
  attempt === 'done' ? true : attempt;

/** Records what a job's run answered: done, asked again at a time, or asked again shortly. */
async function settle(deps: Deps, job: JobRow, outcome: boolean | number): Promise<void> {
  if (typeof outcome === 'number') await deferJob(deps.db, job.id, outcome);
  else if (outcome) await markDone(deps.db, job.id, deps.clock());
  else await markFailed(deps.db, job, 'waiting', deps.clock(), 1_000);
}

/** true: done; false: not yet, asked again shortly; a number: asked again at that time. */
async function runJob(deps: Deps, job: JobRow): Promise<boolean | number> {
  const orderId = Number(job.payload.orderId);
  switch (job.kind) {
    case 'assess':
      return assessOrder(deps, orderId);
    case 'disburse':
      await startDisbursement(deps, orderId, 'auto-disbursement');
      return true;
    case 'expire':
      await expireOrder(deps, orderId);
      return true;
    case 'callback':
      await receiveCallback(deps.db, job.payload as unknown as CallbackEvent, deps.clock());
      return true;
    case 'sms':
      if (job.payload.receipt) {
        await sendReceipt(deps, job.payload as unknown as ReceiptJob);
        return true;
      }
      if (job.payload.payout) {
        await sendPayoutSms(deps, job.payload as unknown as PayoutSmsJob);
        return true;
      }
      // Busy: another sender holds the message; this job asks again when its hold ends.
      return doneOrWhen(await attemptDelivery(deps, Number(job.payload.outboxId)));
    case 'bureau':
      // Accrued first, so the notices and files read today's balances.
      await accrueOpenLoans(deps);
      return (
        (await runBureauDay(deps, job.payload.country as Country, Number(job.payload.day)))
          .noticesWaitUntil ?? true
      );
    case 'sms-report':
      await queryReport(deps, job.payload as unknown as Parameters<typeof queryReport>[1]);
      return true;
    default:
      return true;
  }
}

/**
 * A pass ended by a lost connection, with the claims it still held (the job it was running and the
 * batch's jobs not yet run): the runner gives them back when the database answers again.
 */
export class ClaimsHeld extends Error {
  constructor(
    readonly held: readonly JobRow[],
    cause: unknown,
  ) {
    super('the connection was lost with claimed jobs', { cause });
  }
}

/** Asked again soon after the database answers: a lost connection is weather, not the job's fault. */
const AFTER_WEATHER_MS = 1_000;

/** Runs every due job (and the jobs they schedule that are already due), then the sweeps. */
export async function runDueJobs(deps: Deps, batch = 20): Promise<RunSummary> {
  let count = 0;
  for (let round = 0; round < 50; round++) {
    const claimed = await claimDue(deps.db, deps.clock(), batch);
    if (claimed.length === 0) break;
    for (const [i, job] of claimed.entries()) {
      try {
        await settle(deps, job, await runJob(deps, job));
      } catch (error) {
        if (!isConnectionLost(error)) {
          deps.log.warn({ err: error, job: job.key }, 'job failed; will retry');
          await markFailed(deps.db, job, error, deps.clock());
        } else {
          const held = claimed.slice(i);
          await releaseClaims(deps.db, held, deps.clock() + AFTER_WEATHER_MS).catch(() => {
            throw new ClaimsHeld(held, error);
          });
          throw error;
        }
      }
      count++;
    }
  }
  const queried = await queryUnsettled(deps);
  // Plans first: a broken plan's loan accrues again in this run, a kept instalment moves the due date.
  for (const country of COUNTRY_CODES) await settlePlans(deps, country);
  const accrued = await accrueOpenLoans(deps);
  // After the accrual, so the day's interest and penalty are in before its close is filed.
  const closed = await closeBusinessDays(deps);
  // Promises to pay settle at the close too, so a day nobody opens the queue still marks them.
  for (const country of COUNTRY_CODES) await settlePromises(deps, country);
  const reminded = await sendDueReminders(deps);
  const purged = await purgeUnattachedImages(deps);
  const erased = await eraseExpiredRecords(deps);
  await scheduleBureauDays(deps);
  await eraseSettledSmsValues(deps);
  const forgotten = await forgetOldUssdSessions(deps);
  return { jobs: count, queried, accrued, reminded, purged, erased, closed, forgotten };
}
