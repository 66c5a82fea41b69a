/**
 * Borrower flags by staff: put or lift one, with the reason, the author and the time,
 * and the audit row written in the same transaction, so no flag changes off the record.
 */
import { ApiError } from '../../api-error';
import { isFlagKind, type BorrowerFlagKind } from '../../domain/borrower-flags';
import type { ServerDeps } from '../../types';
import { findUser, liftFlag, putFlag, type BorrowerFlagRow } from '../orders';
import { auditInTx } from './audit';

type Deps = Pick<ServerDeps, 'db' | 'clock'>;

const reasonOf = (text: unknown): string => {
  const reason = typeof text === 'string' ? text.trim() : '';
  if (reason.length < 3 || reason.length > 500) throw new ApiError('badInput');
  return reason;
};

export async function flagBorrower(
  deps: Deps,
  staffId: number,
  userId: number,
  input: { kind: unknown; reason: unknown },
  ip: string | null,
): Promise<BorrowerFlagRow> {
  if (!isFlagKind(input.kind)) throw new ApiError('badInput');
  const kind: BorrowerFlagKind = input.kind;
  const reason = reasonOf(input.reason);
  if (!(await findUser(deps.db, userId))) throw new ApiError('notFound');
  return deps.db.transaction(async (tx) => {
    const row = await putFlag(tx, { userId, kind, reason, staffId, at: new Date(deps.clock()) });
    if (!row) throw new ApiError('alreadyFlagged');
    await auditInTx(tx, deps, staffId, 'flag.put', `user:${userId}`, { kind, reason }, ip);
    return row;
  });
}

export async function liftBorrowerFlag(
  deps: Deps,
  staffId: number,
  userId: number,
  flagId: number,
  input: { reason: unknown },
  ip: string | null,
): Promise<BorrowerFlagRow> {
  const reason = reasonOf(input.reason);
  return deps.db.transaction(async (tx) => {
    const at = new Date(deps.clock());
    const row = await liftFlag(tx, { userId, flagId, reason, staffId, at });
    if (!row) throw new ApiError('notFound');
    const detail = { kind: row.kind, reason };
    await auditInTx(tx, deps, staffId, 'flag.lift', `user:${userId}`, detail, ip);
    return row;
  });
}
