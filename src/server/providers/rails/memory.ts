/**
 * An adapter's own memory of the payments it sent (the provider's ids, a refusal, a verified
 * result), kept as `rail-memory` rows of the job table like the sandbox rail's, so it survives a
 * restart and is shared by every server process. Never claimed as work.
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { jobs } from '../../db/schema';

export type Memo = Record<string, unknown>;

export interface RailMemory {
  get<T extends Memo>(key: string): Promise<T | undefined>;
  /** Writes `value` under `key`, merged over what is there. */
  put(key: string, value: Memo): Promise<void>;
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
  };
}

/** The same in a Map: for tests of an adapter alone. */
export function mapMemory(): RailMemory {
  const map = new Map<string, Memo>();
  return {
    get: <T extends Memo>(key: string) => Promise.resolve(map.get(key) as T | undefined),
    put(key, value) {
      map.set(key, { ...map.get(key), ...value });
      return Promise.resolve();
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
  const keys = payOrderIds.flatMap((id) => [`rail:daraja:${id}`, `rail:selcom:${id}`]);
  const rows = await db
    .select({ key: jobs.key, payload: jobs.payload })
    .from(jobs)
    .where(and(eq(jobs.kind, 'rail-memory'), inArray(jobs.key, keys)));
  const found = new Map<string, string>();
  for (const { key, payload } of rows) {
    const receipt = payload.receipt;
    if (payload.final === 'succeeded' && typeof receipt === 'string' && receipt)
      found.set(key.replace(/^rail:(daraja|selcom):/, ''), receipt);
  }
  return found;
}
