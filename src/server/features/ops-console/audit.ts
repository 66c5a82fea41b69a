/** Writes one row of the staff audit log (append-only: a database trigger refuses changes). */
import type { Tx } from '../../db/tx';
import type { ServerDeps } from '../../types';
import { insertAudit } from './staff-repo';

export async function audit(
  deps: Pick<ServerDeps, 'db' | 'clock'>,
  staffId: number | null,
  action: string,
  target: string | null,
  detail: Record<string, unknown>,
  ip: string | null,
): Promise<void> {
  await insertAudit(deps.db, { staffId, action, target, detail, ip, at: new Date(deps.clock()) });
}

/**
 * The audit row of money staff move, in the transaction that books the money: if the row cannot
 * be written, nothing is booked, so no money moves off the record.
 */
export function auditInTx(
  tx: Tx,
  deps: Pick<ServerDeps, 'clock'>,
  ...row: [number | null, string, string | null, Record<string, unknown>, string | null]
): Promise<void> {
  return audit({ db: tx, clock: deps.clock }, ...row);
}
