/**
 * One delivery attempt of an outbox message: taken under a lease (so two senders never send it
 * at once), checked (expired code, paid loan, quiet hours), rendered from its sealed values, and
 * handed to the country's providers in turn until one accepts it or all fail. What the provider
 * answered is the message's new status; a transient failure waits with backoff, a final one stops.
 */
import { isQuiet, nextAllowed } from '../../domain/quiet-hours';
import { schedule } from '../../jobs/queue';
import { backoffMs, MAX_ATTEMPTS, providerFor, type SendOutcome } from '../../domain/sms-outcome';
import { waitsForDaytime } from '../../domain/sms-words';
import type { RoutedGateway } from '../../providers/sms';
import type { ServerDeps } from '../../types';
import { isCountry, type Country } from '../../../shared/countries';
import { countrySms } from './countries';
import { fillText } from './message-values';
import * as repo from './repo';
import { openValues, scheduleAttempt } from './values';
import { templateText } from './words';

type Deps = Pick<ServerDeps, 'db' | 'clock' | 'config' | 'sms'> & Partial<Pick<ServerDeps, 'log'>>;

/** How long an attempt holds its message: longer than a provider's timeout. */
export const SEND_LEASE_MS = 60_000;

/** First ask for a report of a provider that reports by query, then every few minutes. */
export const REPORT_QUERY_MS = 60_000;

/**
 * done: nothing left for this job; a time: another sender holds the message until then, so the
 * job asks again at that time (sooner would find it held, later would keep a code from its reader).
 */
export type AttemptResult = 'done' | number;

const finalFields = (now: number) => ({ finalAt: new Date(now), sealed: null, lockedUntil: null });

export async function attemptDelivery(deps: Deps, id: number): Promise<AttemptResult> {
  const now = deps.clock();
  const found = await repo.findMessage(deps.db, id);
  if (!found || found.status !== 'queued' || found.nextAttemptAt.getTime() > now) return 'done';
  const row = await repo.claimMessage(deps.db, id, now, SEND_LEASE_MS);
  // Taken between the read and the claim, its hold is not known here: ask again in a second.
  if (!row) return Math.max(found.lockedUntil?.getTime() ?? 0, now + 1_000);
  const stop = await reasonToStop(deps, row, now);
  if (stop) {
    await repo.updateMessage(deps.db, id, { status: stop, lastError: null, ...finalFields(now) });
    return 'done';
  }
  const country = isCountry(row.country) ? row.country : undefined;
  const facts = country ? countrySms(country) : undefined;
  if (facts && waitsForDaytime(row.template) && isQuiet(now, facts.quietHours, facts.timeZone)) {
    const at = nextAllowed(now, facts.quietHours, facts.timeZone);
    await deps.db.transaction(async (tx) => {
      await repo.updateMessage(tx, id, { nextAttemptAt: new Date(at), lockedUntil: null });
      await scheduleAttempt(tx, id, row.attempts, at);
    });
    return 'done';
  }
  const route = country ? deps.sms.forCountry(country) : [];
  const text = row.sealed && country ? render(deps, row, row.sealed, country) : undefined;
  if (route.length === 0 || !text || text.unfilled.length > 0) {
    const lastError =
      route.length === 0
        ? 'no SMS provider for this country'
        : text && text.unfilled.length > 0
          ? `values not given: ${text.unfilled.join(', ')}`
          : 'nothing to send';
    await repo.updateMessage(deps.db, id, { status: 'failed', lastError, ...finalFields(now) });
    return 'done';
  }
  await sendInTurn(deps, row, route, text);
  return 'done';
}

/** expired: its code died first; cancelled: a reminder of a loan that no longer owes. */
async function reasonToStop(deps: Deps, row: repo.OutboxRow, now: number) {
  if (row.expiresAt && row.expiresAt.getTime() <= now) return 'expired' as const;
  if (row.template.startsWith('reminder.') && row.orderId !== null)
    if (!(await repo.orderOwing(deps.db, row.orderId))) return 'cancelled' as const;
  return undefined;
}

function render(deps: Deps, row: repo.OutboxRow, sealed: string, country: Country) {
  const values = openValues(deps, row.key, sealed);
  const template = templateText(row.lang, row.template, deps.log);
  if (!template) return undefined;
  return { ...fillText(template, values, deps.config, country), code: values.code };
}

/** Tries each provider once, starting with the one this attempt's number picks. */
async function sendInTurn(
  deps: Deps,
  row: repo.OutboxRow,
  route: readonly RoutedGateway[],
  rendered: { readonly text: string; readonly code: string | undefined },
): Promise<void> {
  let attempts = row.attempts;
  let outcome: SendOutcome = { kind: 'transient', status: 'not tried' };
  let used: RoutedGateway | undefined;
  for (let i = 0; i < route.length && attempts < MAX_ATTEMPTS; i++) {
    attempts++;
    used = providerFor(route, attempts);
    if (!used) break;
    outcome = await used.gateway.send({
      to: row.mobile,
      text: rendered.text,
      senderId: used.senderId,
      template: row.template,
      ...(rendered.code === undefined ? {} : { code: rendered.code }),
    });
    if (outcome.kind !== 'transient') break;
    deps.log?.warn(
      { outboxId: row.id, provider: used.gateway.name, status: outcome.status },
      'SMS provider failed; trying the next',
    );
  }
  await recordOutcome(deps, row, attempts, used, outcome);
}

async function recordOutcome(
  deps: Deps,
  row: repo.OutboxRow,
  attempts: number,
  used: RoutedGateway | undefined,
  outcome: SendOutcome,
): Promise<void> {
  const now = deps.clock();
  const provider = used?.gateway.name ?? null;
  const common = { attempts, provider, providerStatus: outcome.status, lockedUntil: null };
  await deps.db.transaction(async (tx) => {
    if (outcome.kind === 'accepted') {
      await repo.recordAttempt(tx, {
        provider: provider ?? '',
        providerMessageId: outcome.messageId,
        outboxId: row.id,
        to: row.mobile,
        sentAt: new Date(now),
      });
      const delivered = used?.gateway.deliveredOnAccept === true;
      await repo.updateMessage(tx, row.id, {
        ...common,
        status: delivered ? 'delivered' : 'sent',
        providerMessageId: outcome.messageId,
        sentAt: new Date(now),
        lastError: null,
        ...(delivered ? finalFields(now) : {}),
      });
      if (!delivered && used?.gateway.queryReport)
        await scheduleReportQuery(tx, provider ?? '', outcome.messageId, row.id, 0, now);
      return;
    }
    if (outcome.kind === 'final' || attempts >= MAX_ATTEMPTS) {
      await repo.updateMessage(tx, row.id, {
        ...common,
        status: 'failed',
        lastError: outcome.status,
        ...finalFields(now),
      });
      return;
    }
    const next = now + backoffMs(attempts);
    await repo.updateMessage(tx, row.id, {
      ...common,
      lastError: outcome.status,
      nextAttemptAt: new Date(next),
    });
    await scheduleAttempt(tx, row.id, attempts, next);
  });
}

/** Asks a provider that reports by query (Beem) after a minute, then with backoff. */
export async function scheduleReportQuery(
  db: Deps['db'],
  provider: string,
  messageId: string,
  outboxId: number,
  asked: number,
  now: number,
): Promise<void> {
  await schedule(db, {
    kind: 'sms-report',
    key: `sms-report:${provider}:${messageId}:${asked}`,
    runAt: now + REPORT_QUERY_MS * 2 ** asked,
    payload: { provider, messageId, outboxId, asked },
  });
}
