/**
 * Writes the audit chain's head outside the database every AUDIT_ANCHOR_MINUTES: a line appended
 * to DATA_DIR/audit-anchors.jsonl and the same facts in a structured log line (`auditAnchor`),
 * for operations to ship where the database's owner cannot write. A server started again anchors
 * at once when the file's last anchor is older than the cadence.
 */
import type { Logger } from 'pino';
import type { Db } from '../../db/client';
import { GENESIS_HASH } from './audit-chain';
import type { AuditAnchor } from './audit-anchors';
import { anchorPath, appendAnchor, lastAnchoredAt } from './audit-anchor-file';
import { readChainHead } from './staff-repo';

export interface AnchorDeps {
  readonly db: Db;
  readonly clock: () => number;
  readonly log: Pick<Logger, 'info' | 'error'>;
  readonly dataDir: string;
}

/** Writes one anchor of the chain's head as it is now; returns it. */
export async function anchorAuditHead(deps: AnchorDeps): Promise<AuditAnchor> {
  const head = await readChainHead(deps.db);
  const anchor: AuditAnchor = {
    at: new Date(deps.clock()).toISOString(),
    seq: head?.seq ?? '0',
    hash: head?.hash ?? GENESIS_HASH,
  };
  appendAnchor(anchorPath(deps.dataDir), anchor);
  deps.log.info({ auditAnchor: anchor }, 'audit chain anchored');
  return anchor;
}

/** Anchors now if the last anchor is a cadence old, then every `everyMs`; returns the stop. */
export function startAuditAnchoring(deps: AnchorDeps, everyMs: number): () => Promise<void> {
  if (everyMs <= 0) return async () => {};
  let current: Promise<unknown> | undefined;
  const anchor = () => {
    if (current) return;
    current = anchorAuditHead(deps)
      .catch((error: unknown) => deps.log.error({ err: error }, 'audit anchor failed'))
      .finally(() => {
        current = undefined;
      });
  };
  const last = lastAnchoredAt(anchorPath(deps.dataDir));
  if (last === undefined || deps.clock() - last >= everyMs) anchor();
  const timer = setInterval(anchor, everyMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await current;
  };
}
