/**
 * Old USSD session rows are forgotten by the job runner's sweep. A row serves a redial for a day
 * (USSD_LIMITS.resumeHours) and the console's drop-off counts for as far back as it may ask, so
 * it is kept that long; the borrowers' drafts are theirs and stay.
 */
import type { ServerDeps } from '../../types';
import { forgetSessionsBefore } from './repo';

/** The longest drop-off window the console may ask for, and so how long a session row is kept. */
export const USSD_SESSION_KEEP_DAYS = 90;

export async function forgetOldUssdSessions(
  deps: Pick<ServerDeps, 'db' | 'clock'>,
): Promise<number> {
  const before = new Date(deps.clock() - USSD_SESSION_KEEP_DAYS * 86_400_000);
  return forgetSessionsBefore(deps.db, before);
}
