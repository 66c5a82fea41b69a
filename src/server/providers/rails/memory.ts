/**
 * An adapter's own memory of the payments it sent (the provider's ids, a refusal, a verified
 * result), kept as `rail-memory` rows of the job table like the sandbox rail's, so it survives a
 * restart and is shared by every server process. Never claimed as work.
 */
import { and, eq, gte, inArray, like, lt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { jobs } from '../../db/schema';
import { RAIL_NAMES } from './route-of';

export type Memo = Record<string, unknown>;

export interface RailMemory {
  get<T extends Memo>(key: string): Promise<T | undefined>;
  /** Writes `value` under `key`, merged over what is there. */
  put(key: string, value: Memo): Promise<void>;
  /**
   * The memos under keys starting with `prefix` first written in [from, to) (ms): the payments
   * an adapter sent that day, where the provider publishes no statement of them.
   */
  firstWritten(prefix: string, from: number, to: number): Promise<Array<[string, Memo]>>;
}

export function dbMemory(db: Db, clock: () => number): RailMemory {
  const get = async <T extends Memo>(key: string) => {
    const rows = await db
      .select({ payload: jobs.payload })
      .from(jobs)
      .where(eq(jobs.key, `rail:${key}`))
      .limit(1);
    return rows[0]?.payload as T | undefined;
  };
  return {
    get,
    async put(key, value) {
      await db
        .insert(jobs)
        .values({
          kind: 'rail-memory',
          key: `rail:${key}`,
          payload: value,
          runAt: new Date(clock()),
          status: 'done',
        })
        .onConflictDoUpdate({
          target: jobs.key,
          set: { payload: { ...(await get(key)), ...value } },
        });
    },
    async firstWritten(prefix, from, to) {
      // run_at is the first write's time: a merge never moves it.
      const rows = await db
        .select({ key: jobs.key, payload: jobs.payload })
        .from(jobs)
        .where(
          and(
            eq(jobs.status, 'done'),
            gte(jobs.runAt, new Date(from)),
            lt(jobs.runAt, new Date(to)),
            eq(jobs.kind, 'rail-memory'),
            like(jobs.key, `rail:${prefix.replace(/[\\%_]/g, '\\$&')}%`),
          ),
        );
      return rows.map((r): [string, Memo] => [r.key.slice('rail:'.length), r.payload]);
    },
  };
}

/** The same in a Map: for tests of an adapter alone. */
export function mapMemory(clock: () => number = Date.now): RailMemory {
  const map = new Map<string, Memo>();
  const firstAt = new Map<string, number>();
  return {
    get: <T extends Memo>(key: string) => Promise.resolve(map.get(key) as T | undefined),
    put(key, value) {
      if (!firstAt.has(key)) firstAt.set(key, clock());
      map.set(key, { ...map.get(key), ...value });
      return Promise.resolve();
    },
    firstWritten(prefix, from, to) {
      const at = (key: string) => firstAt.get(key) ?? -Infinity;
      return Promise.resolve(
        [...map].filter(([k]) => k.startsWith(prefix) && at(k) >= from && at(k) < to),
      );
    },
  };
}

/**
 * The provider's transaction id of each payment order the real rails settled (an M-Pesa receipt,
 * a Selcom transid or reference), for the borrower's receipts; orders they never carried are absent.
 */
export async function providerReceipts(
  db: Db,
  payOrderIds: readonly string[],
): Promise<Map<string, string>> {
  if (payOrderIds.length === 0) return new Map();
  const keys = payOrderIds.flatMap((id) => RAIL_NAMES.map((rail) => `rail:${rail}:${id}`));
  const rows = await db
    .select({ key: jobs.key, payload: jobs.payload })
    .from(jobs)
    .where(and(eq(jobs.kind, 'rail-memory'), inArray(jobs.key, keys)));
  const found = new Map<string, string>();
  for (const { key, payload } of rows) {
    const receipt = payload.receipt;
    if (payload.final === 'succeeded' && typeof receipt === 'string' && receipt)
      found.set(key.replace(/^rail:[^:]+:/, ''), receipt);
  }
  return found;
}
