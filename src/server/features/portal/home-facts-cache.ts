/**
 * Home's facts per borrower, kept until the database says their rows changed (db/user-row-notices),
 * so a signed-in Home, which the app polls, costs no query while nothing changed. One cache per
 * database handle: two databases in one process (tests) have their own user ids. Where notices
 * cannot be trusted in time (PostgreSQL) the cache never turns on and every read queries, with the
 * reads that arrive together batched into one query.
 */
import type { Db } from '../../db/client';
import { watchUserRows, type UserRowsNotice } from '../../db/user-row-notices';
import { ReadBatcher } from '../../db/read-batch';
import { findHomeFactsOf, type HomeFacts } from './repo';

const MAX_ENTRIES = 50_000;

interface Entry {
  readonly facts: HomeFacts | undefined;
}

export class HomeFactsCache {
  private readonly entries = new Map<number, Entry>();
  /** Moves on with every notice: a read that saw it move may predate the change, and is not kept. */
  private changes = 0;
  private listening = false;
  /** Misses of borrowers polling at once share one query (db/read-batch). */
  private readonly reads: ReadBatcher<number, HomeFacts>;

  constructor(private readonly db: Db) {
    this.reads = new ReadBatcher((userIds) => findHomeFactsOf(this.db, userIds));
  }

  /** Starts listening; until it has, and forever on PostgreSQL, every read queries. */
  async start(): Promise<void> {
    const stop = await watchUserRows(this.db, (notice) => this.changed(notice));
    this.listening = stop !== null;
  }

  async read(userId: number): Promise<HomeFacts | undefined> {
    const kept = this.listening ? this.entries.get(userId) : undefined;
    if (kept) return kept.facts;
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
}

const caches = new WeakMap<Db, HomeFactsCache>();

/** The cache of this database handle, listening from its first use. */
export function homeFactsCache(db: Db): HomeFactsCache {
  let cache = caches.get(db);
  if (!cache) {
    cache = new HomeFactsCache(db);
    caches.set(db, cache);
    void cache.start().catch(() => undefined); // no notices: it simply keeps querying
  }
  return cache;
}
