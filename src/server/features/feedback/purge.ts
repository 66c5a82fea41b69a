/**
 * Images uploaded for a post that was never sent: nothing points to them, so a day later they are
 * erased, row and file. Repayment proofs (kind `credential`) are evidence of a payment and stay.
 */
import type { ServerDeps } from '../../types';
import { deleteUnattachedImages } from './repo';
import { removeImage } from './storage';

/** How long an unattached image waits for its post (a borrower may write it slowly). */
export const UNATTACHED_KEEP_MS = 24 * 60 * 60 * 1000;

export async function purgeUnattachedImages(
  deps: Pick<ServerDeps, 'db' | 'clock' | 'config'>,
  batch = 100,
): Promise<number> {
  const before = new Date(deps.clock() - UNATTACHED_KEEP_MS);
  const gone = await deleteUnattachedImages(deps.db, before, batch);
  for (const storedName of gone) await removeImage(deps.config.dataDir, storedName);
  return gone.length;
}
