/**
 * Open sessions recently checked, by token hash, so a signed-in read does not pay a database query
 * just to learn who is calling (the Home screen polls). Whatever ends sessions through the auth
 * repo (a new login elsewhere, account deletion, expiry) forgets them at once in this process.
 * On PostgreSQL every other server forgets them at once too: the end is announced on the
 * `sessions_ended` channel (db/session-notices.ts, wired in app.ts); while that channel's
 * connection is down, nothing is cached ({@link SessionCache.hearing}).
 */
import type { Country } from '../../../shared/countries';

export interface CachedSession {
  readonly userId: number;
  readonly sessionId: number;
  /** The borrower's country and login number (AuthUser). */
  readonly country: Country;
  readonly mobile: string;
  /** Business-clock ms: the session is refused from then on even while cached. */
  readonly expiresAt: number;
}

/**
 * How long a cached session is trusted without reading its row (wall clock): the most another
 * server honours a session ended elsewhere should a notice be lost with a connection whose end
 * went unnoticed (a cut that no error announced).
 */
export const TTL_MS = 5_000;
const MAX_ENTRIES = 50_000;

interface Entry {
  readonly session: CachedSession;
  readonly storedAt: number;
  /** The user's generation when stored: {@link SessionCache.forgetUser} moves it on. */
  readonly generation: number;
}

export class SessionCache {
  private readonly entries = new Map<string, Entry>();
  private readonly generations = new Map<number, number>();
  private forgets = 0;
  private deaf = false;

  constructor(private readonly wallClock: () => number = () => performance.now()) {}

  /** Read before the session row and pass to {@link set}. */
  get epoch(): number {
    return this.forgets;
  }

  /**
   * Whether ends are heard now. While the notices' connection is down (a database restart), an end
   * on another server goes unheard, so nothing is kept or trusted until it is back: every check
   * reads the session's row, which is the state the missed notices would have told.
   */
  hearing(listening: boolean): void {
    this.deaf = !listening;
    this.forgets += 1; // a read that began before now may predate a missed end: not kept
    this.entries.clear();
  }

  get(tokenHash: string): CachedSession | undefined {
    if (this.deaf) return undefined;
    const entry = this.entries.get(tokenHash);
    if (!entry) return undefined;
    const stale =
      this.wallClock() - entry.storedAt >= TTL_MS ||
      entry.generation !== this.generationOf(entry.session.userId);
    if (stale) {
      this.entries.delete(tokenHash);
      return undefined;
    }
    return entry.session;
  }

  /**
   * Keeps a session read from the database. `epoch` is {@link epoch} from before the read: if any
   * sessions were ended meanwhile, the row may predate that and is not kept (read again next time).
   */
  set(tokenHash: string, session: CachedSession, epoch: number): void {
    if (epoch !== this.forgets || this.deaf) return;
    if (this.entries.size >= MAX_ENTRIES) {
      // Oldest first (Map keeps insertion order): a full cache drops what was stored longest ago.
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    const generation = this.generationOf(session.userId);
    this.entries.set(tokenHash, { session, storedAt: this.wallClock(), generation });
  }

  /** Forgets every cached session of a user (their sessions were ended or their account closed). */
  forgetUser(userId: number): void {
    this.forgets += 1;
    if (this.generations.size >= MAX_ENTRIES) {
      // Dropping generations would let an old entry match again: drop the entries with them.
      this.generations.clear();
      this.entries.clear();
    }
    this.generations.set(userId, this.generationOf(userId) + 1);
  }

  get size(): number {
    return this.entries.size;
  }

  private generationOf(userId: number): number {
    return this.generations.get(userId) ?? 0;
  }
}

/** The process's cache: tokens are random 32 bytes, so one map serves every database. */
export const sessionCache = new SessionCache();
