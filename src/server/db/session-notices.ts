/**
 * Sessions ended on any server, heard by every server (migration 0020: "sessions_ended" names the
 * borrower). A server keeps checked sessions for a few seconds (features/auth/session-cache.ts);
 * on PostgreSQL each server listens on its own connection and forgets a borrower's sessions the
 * moment another server ends one, so a logout anywhere is refused everywhere at once. Should the
 * connection drop, the cache's own few seconds bound what is missed until it is back.
 */
import pg from 'pg';

export const SESSIONS_ENDED_CHANNEL = 'sessions_ended';

interface Log {
  info(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

const RETRY_MS = 1_000;

/** Listens until the returned stop is called, reconnecting after a dropped connection. */
export async function listenSessionEnds(
  databaseUrl: string,
  onEnded: (userId: number) => void,
  log: Log,
): Promise<() => Promise<void>> {
  let stopped = false;
  let client: pg.Client | undefined;
  let retry: ReturnType<typeof setTimeout> | undefined;

  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: databaseUrl });
    next.on('notification', (message) => {
      const userId = Number(message.payload);
      if (message.channel === SESSIONS_ENDED_CHANNEL && Number.isSafeInteger(userId))
        onEnded(userId);
    });
    next.on('error', (error) => {
      log.error({ err: error }, 'session notices lost their connection; reconnecting');
      void next.end().catch(() => undefined);
      if (!stopped && client === next) retry = setTimeout(() => void reconnect(), RETRY_MS);
    });
    await next.connect();
    await next.query(`listen ${SESSIONS_ENDED_CHANNEL}`);
    client = next;
  };
  const reconnect = async () => {
    client = undefined;
    try {
      await connect();
      log.info({}, 'session notices listening again');
    } catch {
      if (!stopped) retry = setTimeout(() => void reconnect(), RETRY_MS);
    }
  };

  await connect();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    await client?.end().catch(() => undefined);
  };
}
