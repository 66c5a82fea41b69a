/**
 * Images uploaded for a post that was never sent: nothing points to them, so a day later they are
 * erased, row and file. Repayment proofs (kind `credential`) are evidence of a payment and stay.
 */
import { and, eq, inArray, isNull, lt } from 'drizzle-orm';
import { feedbackFiles } from '../../db/schema';
import type { ServerDeps } from '../../types';
import { removeImage } from './storage';

/** How long an unattached image waits for its post (a borrower may write it slowly). */
export const UNATTACHED_KEEP_MS = 24 * 60 * 60 * 1000;

export async function purgeUnattachedImages(
  deps: Pick<ServerDeps, 'db' | 'clock' | 'config'>,
  batch = 100,
): Promise<number> {
  const unattached = and(
    eq(feedbackFiles.kind, 'image'),
    isNull(feedbackFiles.feedbackId),
    isNull(feedbackFiles.messageId),
    lt(feedbackFiles.createdAt, new Date(deps.clock() - UNATTACHED_KEEP_MS)),
  );
  // The conditions are checked again by the delete itself: an image a post takes at this moment
  // is either attached first (and stays) or gone first (and the post is told it does not exist).
  const gone = await deps.db
    .delete(feedbackFiles)
    .where(
      and(
        unattached,
        inArray(
          feedbackFiles.id,
          deps.db
            .select({ id: feedbackFiles.id })
            .from(feedbackFiles)
            .where(unattached)
            .limit(batch),
        ),
      ),
    )
    .returning({ storedName: feedbackFiles.storedName });
  for (const file of gone) await removeImage(deps.config.dataDir, file.storedName);
  return gone.length;
}
