/**
 * Provider reports, from callbacks or status queries (docs/architecture.md §6). A callback is written to the
 * inbox once per (provider, event id): a redelivery stops at the door. The intent is then locked
 * and moved by the pure rule of domain/payment-intent.ts, and the money effect runs in the same
 * transaction only when this report settled it, so duplicates and late reports change nothing.
 */
import type { Db } from '../../db/client';
import type { Tx } from '../../db/tx';
import { onReport, type ProviderReport } from '../../domain/payment-intent';
import { contradiction } from '../../domain/report-contradiction';
import type { CallbackEvent } from '../../providers/wallet';
import { recordDispute } from './disputes-repo';
import { QUERY_AFTER_MS } from './intents';
import { findIntent, updateIntent } from './intents-repo';
import { insertInboxRow, setInboxOutcome } from './inbox-repo';
import { settleIntent } from './settle';

export type ReportOutcome = 'applied' | 'ignored' | 'conflict' | 'unknownIntent' | 'duplicate';

/** Applies a report to an intent in its own transaction; returns what it did. */
export function applyReport(
  db: Db,
  payOrderId: string,
  report: ProviderReport,
  now: number,
): Promise<ReportOutcome> {
  return db.transaction((tx) => applyReportIn(tx, payOrderId, report, now));
}

/** What a callback adds to its report: its event id, and the amount when the rail states one. */
interface Heard {
  readonly eventId?: string;
  readonly amount?: number;
}

async function applyReportIn(
  tx: Tx,
  payOrderId: string,
  report: ProviderReport,
  now: number,
  heard: Heard = {},
): Promise<ReportOutcome> {
  const intent = await findIntent(tx, payOrderId, true);
  if (!intent) return 'unknownIntent';
  // A report at odds with what is recorded changes nothing, but operations must hear of it.
  const found = contradiction(intent, { report, amount: heard.amount });
  if (found) {
    const { provider, providerRef } = intent;
    const source = { provider, payOrderId, providerRef, eventId: heard.eventId ?? null };
    await recordDispute(tx, source, found, now);
    return 'conflict';
  }
  const decision = onReport(intent.status, report);
  if (decision.conflict) return 'conflict';
  if (decision.status === intent.status && !decision.settle) {
    await updateIntent(tx, intent.id, { nextQueryAt: new Date(now + QUERY_AFTER_MS) });
    return 'ignored';
  }
  await updateIntent(tx, intent.id, {
    status: decision.status,
    ...(decision.settle ? { settledAt: new Date(now), nextQueryAt: null } : {}),
  });
  if (decision.settle) await settleIntent(tx, intent, decision.settle, now);
  return decision.settle ? 'applied' : 'ignored';
}

/** Receives a callback: inbox row (dedupe by event id) and its effect in one transaction. */
export function receiveCallback(db: Db, event: CallbackEvent, now: number): Promise<ReportOutcome> {
  return db.transaction(async (tx) => {
    const inboxId = await insertInboxRow(tx, {
      provider: event.provider,
      eventId: event.eventId,
      payOrderId: event.payOrderId,
      report: event.report,
      payload: { ...event },
      receivedAt: new Date(now),
    });
    if (inboxId === undefined) return 'duplicate';
    const heard = { eventId: event.eventId, amount: event.amount };
    const outcome = await applyReportIn(tx, event.payOrderId, event.report, now, heard);
    await setInboxOutcome(tx, inboxId, outcome);
    return outcome;
  });
}
