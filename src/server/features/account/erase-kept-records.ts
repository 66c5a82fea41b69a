/**
 * The end of the retention period (docs/product.md §4, the deletion screen's promise "kept records are erased
 * after <date>"): the loans and repayments kept for a deleted account are erased with everything
 * that points to them; its journal entries stay, anonymised, so the books never lose an entry.
 * The account_deletions row stays (reason and dates, nothing personal) as the trace.
 */
import type { ServerDeps } from '../../types';
import { dueDeletions, eraseAccountRecords, lockKeptDeletion } from './erase-repo';

/** Erases the kept records of every deleted account whose retention period has ended. */
export async function eraseExpiredRecords(
  deps: Pick<ServerDeps, 'db' | 'clock'>,
  batch = 20,
): Promise<number> {
  const now = new Date(deps.clock());
  const due = await dueDeletions(deps.db, now, batch);
  for (const userId of due) {
    await deps.db.transaction(async (tx) => {
      // Another server may have taken this account in the meantime: erase once.
      if (await lockKeptDeletion(tx, userId)) await eraseAccountRecords(tx, userId, now);
    });
  }
  return due.length;
}
