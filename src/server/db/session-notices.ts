/**
 * Sessions ended on any server, heard by every server (migration 0020: "sessions_ended" names the
 * borrower). A server keeps checked sessions for a few seconds (features/auth/session-cache.ts);
 * on PostgreSQL each server listens on its own connection and forgets a borrower's sessions the
 * moment another server ends one, so a logout anywhere is refused everywhere at once. While the
 * connection is down nothing is heard, so nothing cached may be trusted: `onGap` tells the cache
 * to read every session from the database until the listener is back (db/listener.ts).
 */
import { listenForNotices } from './listener';

export const SESSIONS_ENDED_CHANNEL = 'sessions_ended';

interface Log {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
}

/** Listens until the returned stop is called, reconnecting after a dropped connection. */
export function listenSessionEnds(
  databaseUrl: string,
  onEnded: (userId: number) => void,
  log: Log,
  onGap: (listening: boolean) => void = () => {},
): Promise<() => Promise<void>> {
  return listenForNotices(
    databaseUrl,
    [SESSIONS_ENDED_CHANNEL],
    {
      onNotice: (_channel, payload) => {
        const userId = Number(payload);
        if (Number.isSafeInteger(userId)) onEnded(userId);
      },
      onGap,
    },
    log,
  );
}
