/** Writes one row of the staff audit log (append-only: a database trigger refuses changes). */
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
