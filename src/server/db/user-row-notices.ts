/**
 * Notices of changed borrower rows (migration 0013: users and loan_orders say whose row changed on
 * the "user_rows" channel, "*" for a truncate), for a reader that keeps rows until they change.
 * The embedded database delivers a notice before the writing transaction's commit returns.
 * PostgreSQL delivers it a moment after, on a connection of its own, and to every server of a
 * fleet: so before trusting what it kept, a reader asks {@link UserRowsWatch.caughtUp}, which
 * resolves once every notice of a commit that returned before the call has been heard.
 */
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { Db } from './client';
import { openNoticeListener } from './listener';

export const USER_ROWS_CHANNEL = 'user_rows';

/** A changed user's id, or 'all' after a truncate. */
export type UserRowsNotice = number | 'all';

export interface UserRowsHandlers {
  onNotice(notice: UserRowsNotice): void;
  /** false: notices may be missed from now on (trust nothing kept); true: heard again. */
  onGap(listening: boolean): void;
}

export interface UserRowsWatch {
  /** True once every notice of a commit that returned before the call was handled. */
  caughtUp(): Promise<boolean>;
  stop(): Promise<void>;
}

interface Log {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
}

const parse = (payload: string): UserRowsNotice => (payload === '*' ? 'all' : Number(payload));

/** Watches the rows of the database behind `db`; null when it is neither driver (never heard). */
export async function watchUserRows(
  db: Db,
  handlers: UserRowsHandlers,
  log: Log,
): Promise<UserRowsWatch | null> {
  const client: unknown = (db as { $client?: unknown }).$client;
  if (client instanceof PGlite) {
    const stop = await client.listen(USER_ROWS_CHANNEL, (payload) =>
      handlers.onNotice(parse(payload)),
    );
    handlers.onGap(true);
    return { caughtUp: () => Promise.resolve(true), stop };
  }
  const url = client instanceof pg.Pool ? client.options.connectionString : undefined;
  if (!url) return null;
  return openNoticeListener(
    url,
    [USER_ROWS_CHANNEL],
    { onNotice: (_channel, payload) => handlers.onNotice(parse(payload)), onGap: handlers.onGap },
    log,
  );
}
