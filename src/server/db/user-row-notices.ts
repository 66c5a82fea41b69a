/**
 * Notices of changed borrower rows (migration 0013: users and loan_orders say whose row changed on
 * the "user_rows" channel, "*" for a truncate). Only the embedded database delivers a notice before
 * the writing transaction's commit returns, so only there may a reader keep rows until a notice
 * says otherwise; on PostgreSQL a notice reaches even this process a moment after the commit, and
 * a reader trusting it could show a borrower their Home as it was before their own write.
 */
import { PGlite } from '@electric-sql/pglite';
import type { Db } from './client';

export const USER_ROWS_CHANNEL = 'user_rows';

/** A changed user's id, or 'all' after a truncate. */
export type UserRowsNotice = number | 'all';

/**
 * Calls `listener` for every notice, from the moment the returned promise resolves; null when the
 * database cannot promise notices in time (PostgreSQL), so the caller must read every time.
 */
export async function watchUserRows(
  db: Db,
  listener: (notice: UserRowsNotice) => void,
): Promise<(() => Promise<void>) | null> {
  const client: unknown = (db as { $client?: unknown }).$client;
  if (!(client instanceof PGlite)) return null;
  return client.listen(USER_ROWS_CHANNEL, (payload) =>
    listener(payload === '*' ? 'all' : Number(payload)),
  );
}
