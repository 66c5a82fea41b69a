/**
 * Reads by key in batches (group reads): the first call starts a read at once, calls that come
 * while it is in flight wait and share the next one. Every caller's rows are read by a query sent
 * after it asked, so a batched read never shows what was there before a write the caller saw
 * commit; under load N borrowers cost one round trip instead of N.
 */
export type ReadMany<K, V> = (keys: readonly K[]) => Promise<ReadonlyMap<K, V>>;

interface Waiter<V> {
  resolve(value: V | undefined): void;
  reject(error: unknown): void;
}

export class ReadBatcher<K, V> {
  private waiting = new Map<K, Waiter<V>[]>();
  private inFlight = false;

  constructor(
    private readonly readMany: ReadMany<K, V>,
    /** Most keys per query: more wait for the following one. */
    private readonly maxKeys = 200,
  ) {}

  /** The value of `key`, undefined when there is none. */
  load(key: K): Promise<V | undefined> {
    return new Promise((resolve, reject) => {
      const waiters = this.waiting.get(key);
      if (waiters) waiters.push({ resolve, reject });
      else this.waiting.set(key, [{ resolve, reject }]);
      if (!this.inFlight) void this.flush();
    });
  }

  private async flush(): Promise<void> {
    this.inFlight = true;
    try {
      while (this.waiting.size > 0) {
        const batch = this.take();
        try {
          const values = await this.readMany([...batch.keys()]);
          for (const [key, waiters] of batch) for (const w of waiters) w.resolve(values.get(key));
        } catch (error) {
          for (const waiters of batch.values()) for (const w of waiters) w.reject(error);
        }
      }
    } finally {
      this.inFlight = false;
    }
  }

  /** Removes and returns up to maxKeys waiting keys, oldest first. */
  private take(): Map<K, Waiter<V>[]> {
    if (this.waiting.size <= this.maxKeys) {
      const all = this.waiting;
      this.waiting = new Map();
      return all;
    }
    const batch = new Map<K, Waiter<V>[]>();
    for (const [key, waiters] of this.waiting) {
      if (batch.size >= this.maxKeys) break;
      batch.set(key, waiters);
    }
    for (const key of batch.keys()) this.waiting.delete(key);
    return batch;
  }
}
