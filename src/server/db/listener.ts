/**
 * A LISTEN on PostgreSQL that outlives the database's restarts (decision 0042). Notices are not
 * queued for a listener that is away: whatever was announced while its connection was down is
 * lost. So the listener says when it stops hearing and when it hears again (`onGap`), and the
 * caller treats the gap as if everything had been announced: it drops what it keeps and reads the
 * state again. It reconnects with a capped backoff, for ever, until stopped; it never throws, and a
 * database that is away at start is simply a gap that lasts until it answers.
 */
import pg from 'pg';

interface Log {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
}

export interface NoticeHandlers {
  onNotice(channel: string, payload: string): void;
  /** false: notices may be missed from now on; true: listening again, nothing missed from now. */
  onGap(listening: boolean): void;
}

/** The reconnect backoff: doubling from the first pause, never longer than the cap. */
export const RECONNECT_MS = { first: 250, cap: 3_000 } as const;

export function reconnectDelay(attempt: number): number {
  return Math.min(RECONNECT_MS.cap, RECONNECT_MS.first * 2 ** Math.max(0, attempt - 1));
}

/** A listener that can also say when it has heard everything committed so far. */
export interface NoticeListener {
  stop(): Promise<void>;
  /**
   * Resolves true once every notice of a transaction whose commit returned before the call has
   * been handed to `onNotice`; false when that cannot be promised (not listening, or the
   * connection was lost meanwhile). PostgreSQL signals the listeners while the writer commits, and
   * a listening backend sends what it was signalled before it answers its next query, so one
   * empty query on the listening connection, sent after the call, is the proof. Callers that
   * arrive while one is on its way share the next one.
   */
  caughtUp(): Promise<boolean>;
}

/**
 * Listens on `channels` until the returned stop is called; resolves once the first try has
 * listened or failed (then it keeps trying on its own).
 */
export async function listenForNotices(
  databaseUrl: string,
  channels: readonly string[],
  handlers: NoticeHandlers,
  log: Log,
): Promise<() => Promise<void>> {
  return (await openNoticeListener(databaseUrl, channels, handlers, log)).stop;
}

/** {@link listenForNotices}, with {@link NoticeListener.caughtUp}. */
export async function openNoticeListener(
  databaseUrl: string,
  channels: readonly string[],
  handlers: NoticeHandlers,
  log: Log,
): Promise<NoticeListener> {
  let stopped = false;
  let client: pg.Client | undefined;
  let retry: ReturnType<typeof setTimeout> | undefined;
  let attempt = 0;
  let heard = false;

  const deaf = () => {
    if (heard) handlers.onGap(false);
    heard = false;
  };
  const later = () => {
    if (stopped) return;
    attempt++;
    retry = setTimeout(() => void connect(), reconnectDelay(attempt));
  };
  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: databaseUrl, keepAlive: true });
    let lost = false;
    const lose = (error: Error) => {
      if (lost) return;
      lost = true;
      if (client === next) client = undefined;
      deaf();
      if (attempt === 0) log.warn({ err: error, channels }, 'notices not heard; reconnecting');
      void next.end().catch(() => undefined);
      later();
    };
    // Without a listener an 'error' event (PostgreSQL restarting) would end the process.
    next.on('error', lose);
    next.on('notification', (message) => {
      if (client === next) handlers.onNotice(message.channel, message.payload ?? '');
    });
    try {
      await next.connect();
      for (const channel of channels) await next.query(`listen ${pg.escapeIdentifier(channel)}`);
    } catch (error) {
      return lose(error as Error);
    }
    if (lost || stopped) return void next.end().catch(() => undefined);
    client = next;
    if (attempt > 0) log.info({ channels, attempts: attempt }, 'notices heard again');
    attempt = 0;
    heard = true;
    handlers.onGap(true);
  };

  // A ping already sent may have left before a caller's writer committed: it waits for the next.
  let sent: Promise<boolean> | undefined;
  let queued: Promise<boolean> | undefined;
  const ping = async (): Promise<boolean> => {
    const on = client;
    if (!on) return false;
    try {
      await on.query('');
      return client === on;
    } catch {
      return false;
    }
  };
  const send = (): Promise<boolean> => {
    const p: Promise<boolean> = ping().finally(() => {
      if (sent === p) sent = undefined;
    });
    sent = p;
    return p;
  };
  const caughtUp = (): Promise<boolean> => {
    if (!sent) return send();
    queued ??= sent.then(() => {
      queued = undefined;
      return send();
    });
    return queued;
  };

  handlers.onGap(false);
  await connect();
  return {
    caughtUp,
    stop: async () => {
      stopped = true;
      clearTimeout(retry);
      const last = client;
      client = undefined;
      await last?.end().catch(() => undefined);
    },
  };
}
