/**
 * Writes one row of the staff audit log (append-only: a database trigger refuses changes). A row
 * says when the member acted in real time (staff time, decision 0059), the time their sign-in and
 * sessions keep: where the books' clock (a sandbox's moved one) stands elsewhere, the books'
 * moment goes beside it in the detail (`booksAt`), so a money effect is read on the books' day.
 * Deps without staff time (the server's own jobs) write the books' time, the only one they act in.
 */
import type { Tx } from '../../db/tx';
import type { Clock, ServerDeps } from '../../types';
import { insertAudit } from './staff-repo';

/** Deps that carry staff time beside the books' clock (the console's routes are given it). */
export interface StaffTimed {
  readonly staffClock?: Clock;
}

type AuditDeps = Pick<ServerDeps, 'db' | 'clock'> & StaffTimed;

// Closer than this, the two clocks are one (a request's few milliseconds between the two reads).
const SAME_MOMENT_MS = 60_000;

export async function audit(
  deps: AuditDeps,
  staffId: number | null,
  action: string,
  target: string | null,
  detail: Record<string, unknown>,
  ip: string | null,
): Promise<void> {
  const books = deps.clock();
  const real = deps.staffClock?.() ?? books;
  const apart = Math.abs(books - real) >= SAME_MOMENT_MS;
  const kept = apart ? { ...detail, booksAt: new Date(books).toISOString() } : detail;
  await insertAudit(deps.db, { staffId, action, target, detail: kept, ip, at: new Date(real) });
}

/**
 * The audit row of money staff move, in the transaction that books the money: if the row cannot
 * be written, nothing is booked, so no money moves off the record.
 */
export function auditInTx(
  tx: Tx,
  deps: Pick<ServerDeps, 'clock'> & StaffTimed,
  ...row: [number | null, string, string | null, Record<string, unknown>, string | null]
): Promise<void> {
  return audit({ db: tx, clock: deps.clock, staffClock: deps.staffClock }, ...row);
}
