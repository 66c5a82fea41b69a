/** The outbox as the sandbox page shows it: every message with its status, newest first. */
import type { SandboxText } from '../../providers/sms';
import type { ServerDeps } from '../../types';
import * as repo from './repo';

export interface OutboxEntry {
  readonly id: number;
  readonly createdAt: number;
  readonly mobile: string;
  readonly template: string;
  readonly lang: string;
  readonly status: string;
  readonly provider: string | null;
  readonly providerStatus: string | null;
  readonly attempts: number;
  readonly lastError: string | null;
  /** What the sandbox gateway received (this process only); null when another provider sent it. */
  readonly text: string | null;
}

export async function outboxView(
  deps: Pick<ServerDeps, 'db'>,
  sandboxTexts: readonly SandboxText[],
  limit = 200,
): Promise<OutboxEntry[]> {
  const texts = new Map(sandboxTexts.map((t) => [t.id, t.text]));
  const rows = await repo.recentMessages(deps.db, limit);
  return rows.map((r) => ({
    id: r.id,
    createdAt: r.createdAt.getTime(),
    mobile: r.mobile,
    template: r.template,
    lang: r.lang,
    status: r.status,
    provider: r.provider,
    providerStatus: r.providerStatus,
    attempts: r.attempts,
    lastError: r.lastError,
    text: (r.providerMessageId && texts.get(r.providerMessageId)) || null,
  }));
}
