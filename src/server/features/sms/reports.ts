/**
 * Delivery reports, posted by a provider (Africa's Talking) or asked for (Beem). Each report is
 * applied once: the report and its effect are written in one transaction, keyed by the report, so
 * a duplicate post changes nothing. A late report of an earlier attempt can still say the message
 * arrived (then no retry goes out), but never starts another retry.
 */
import { backoffMs, MAX_ATTEMPTS, type ReportMeaning } from '../../domain/sms-outcome';
import type { ServerDeps } from '../../types';
import { scheduleReportQuery } from './deliver';
import * as repo from './repo';
import { scheduleAttempt } from './values';

type Deps = Pick<ServerDeps, 'db' | 'clock' | 'sms'>;

export interface IncomingReport {
  readonly provider: string;
  readonly messageId: string;
  /** The provider's word: Success, AbsentSubscriber, DELIVERED… */
  readonly status: string;
  readonly meaning: ReportMeaning;
  /** What makes this report one of its kind (status and the provider's retry count). */
  readonly reportKey: string;
  readonly detail?: string;
}

export type ReportResult = 'applied' | 'duplicate' | 'unknown';

export async function applyReport(deps: Deps, report: IncomingReport): Promise<ReportResult> {
  const now = deps.clock();
  return deps.db.transaction(async (tx) => {
    const id = await repo.messageOfProviderId(tx, report.provider, report.messageId);
    const fresh = await repo.insertReport(tx, {
      provider: report.provider,
      reportKey: `${report.messageId}:${report.reportKey}`,
      outboxId: id ?? null,
      status: report.status,
      receivedAt: new Date(now),
    });
    if (!fresh) return 'duplicate';
    const row = id === undefined ? undefined : await repo.lockMessage(tx, id);
    if (!row) return 'unknown';
    const current = row.provider === report.provider && row.providerMessageId === report.messageId;
    const said = {
      providerStatus: report.detail ? `${report.status} ${report.detail}` : report.status,
    };
    const final = { finalAt: new Date(now), sealed: null, lockedUntil: null };
    if (report.meaning === 'delivered' && (row.status === 'sent' || row.status === 'queued')) {
      // Even a late report of an earlier attempt: it arrived, so a retry waiting now is dropped.
      await repo.updateMessage(tx, row.id, { ...said, status: 'delivered', ...final });
    } else if (current && row.status === 'sent' && report.meaning === 'final') {
      await repo.updateMessage(tx, row.id, {
        ...said,
        status: 'failed',
        lastError: report.status,
        ...final,
      });
    } else if (current && row.status === 'sent' && report.meaning === 'retry') {
      if (row.attempts >= MAX_ATTEMPTS || !row.sealed) {
        await repo.updateMessage(tx, row.id, {
          ...said,
          status: 'failed',
          lastError: report.status,
          ...final,
        });
      } else {
        // The next attempt goes to the country's next provider (deliver.ts), after a wait.
        const next = now + backoffMs(row.attempts);
        await repo.updateMessage(tx, row.id, {
          ...said,
          status: 'queued',
          lastError: report.status,
          nextAttemptAt: new Date(next),
        });
        await scheduleAttempt(tx, row.id, row.attempts, next);
      }
    } else if (current && row.status === 'sent') {
      await repo.updateMessage(tx, row.id, said);
    }
    return 'applied';
  });
}

/** Reports asked for this many times, then the message stays `sent` (the provider said nothing). */
const MAX_QUERIES = 6;

/** The `sms-report` job: asks the provider how a message fared, and asks again later if pending. */
export async function queryReport(
  deps: Deps,
  job: { provider: string; messageId: string; outboxId: number; asked: number },
): Promise<void> {
  const gateway = deps.sms.byName(job.provider);
  const row = await repo.findMessage(deps.db, job.outboxId);
  if (
    !gateway?.queryReport ||
    !row ||
    row.status !== 'sent' ||
    row.providerMessageId !== job.messageId
  )
    return;
  const report = await gateway.queryReport(job.messageId, row.mobile);
  if (report && report.meaning !== 'pending') {
    await applyReport(deps, {
      ...job,
      status: report.status,
      meaning: report.meaning,
      reportKey: report.status,
    });
    return;
  }
  if (job.asked + 1 < MAX_QUERIES)
    await scheduleReportQuery(
      deps.db,
      job.provider,
      job.messageId,
      job.outboxId,
      job.asked + 1,
      deps.clock(),
    );
}
