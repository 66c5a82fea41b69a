/**
 * Home's facts per borrower, kept until the database says their rows changed (db/user-row-notices),
 * so a signed-in Home, which the app polls, costs no query of its rows while nothing changed. One
 * cache per database handle: two databases in one process (tests) have their own user ids. On
 * PostgreSQL a notice arrives after its commit, to every server: a kept entry is answered only
 * after the listener has caught up with every commit that returned before the read (one empty
 * query on the listening connection, shared by the reads that arrive together), so a borrower's
 * write on one server is seen by their next read on any. While the listener is deaf, nothing is
 * kept and every read queries, batched (db/read-batch).
 */
import type { Db } from '../../db/client';
import { watchUserRows, type UserRowsNotice, type UserRowsWatch } from '../../db/user-row-notices';
import { ReadBatcher } from '../../db/read-batch';
import { findHomeFactsOf, type HomeFacts } from './repo';

const MAX_ENTRIES = 50_000;

interface Entry {
  readonly facts: HomeFacts | undefined;
}

interface Log {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
}

export class HomeFactsCache {
  private readonly entries = new Map<number, Entry>();
  /** Moves on with every notice and gap: a read that saw it move may predate a change, not kept. */
  private changes = 0;
  /** The listener's last word: hearing every notice from then on. */
  private heard = false;
  private watch: UserRowsWatch | null = null;
  /** Misses of borrowers polling at once share one query (db/read-batch). */
  private readonly reads: ReadBatcher<number, HomeFacts>;

  constructor(private readonly db: Db) {
    this.reads = new ReadBatcher((userIds) => findHomeFactsOf(this.db, userIds));
  }

  /** Starts listening; until it hears, and whenever it stops hearing, every read queries. */
  async start(log: Log): Promise<void> {
    this.watch = await watchUserRows(
      this.db,
      { onNotice: (notice) => this.changed(notice), onGap: (on) => this.hearing(on) },
      log,
    );
  }

  async stop(): Promise<void> {
    const watch = this.watch;
    this.watch = null;
    this.hearing(false);
    await watch?.stop();
  }

  private get listening(): boolean {
    return this.heard && this.watch !== null;
  }

  async read(userId: number): Promise<HomeFacts | undefined> {
    if (this.listening && (await this.watch?.caughtUp()) && this.listening) {
      const kept = this.entries.get(userId);
      if (kept) return kept.facts;
    }
    const before = this.changes;
    const facts = await this.reads.load(userId);
    if (this.listening && before === this.changes) this.keep(userId, { facts });
    return facts;
  }

  get size(): number {
    return this.entries.size;
  }

  private keep(userId: number, entry: Entry): void {
    if (this.entries.size >= MAX_ENTRIES) {
      // Oldest first (Map keeps insertion order).
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(userId, entry);
  }

  private changed(notice: UserRowsNotice): void {
    this.changes += 1;
    if (notice === 'all') this.entries.clear();
    else this.entries.delete(notice);
  }

  /** Notices missed while deaf are as if everything changed. */
  private hearing(listening: boolean): void {
    this.heard = listening;
    this.changes += 1;
    this.entries.clear();
  }
}

interface Held {
  readonly cache: HomeFactsCache;
  holders: number;
}

const caches = new WeakMap<Db, Held>();

/** The cache of this database handle; it keeps nothing until a server holds it. */
export function homeFactsCache(db: Db): HomeFactsCache {
  return heldOf(db).cache;
}

function heldOf(db: Db): Held {
  let held = caches.get(db);
  if (!held) {
    held = { cache: new HomeFactsCache(db), holders: 0 };
    caches.set(db, held);
  }
  return held;
}

/**
 * A server's hold on its database's cache: the first starts its listener (a connection of its
 * own on PostgreSQL), the returned release of the last stops it.
 */
export async function holdHomeFacts(db: Db, log: Log): Promise<() => Promise<void>> {
  const held = heldOf(db);
  const cache = held.cache;
  held.holders += 1;
  if (held.holders === 1) await cache.start(log).catch(() => undefined); // unheard: it queries
  let released = false;
  return async () => {
    if (released) return;
    released = true;
    held.holders -= 1;
    if (held.holders === 0) {
      caches.delete(db);
      await cache.stop();
    }
  };
}
