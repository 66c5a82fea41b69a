/**
 * The rails' floats over time (migration 0046): each scheduled reading is kept, so finance sees how
 * a float ran down or was topped up, not only that payouts paused below its minimum.
 */
import { and, desc, eq, gte } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { railFloatReadings } from '../../db/schema';
import { lastFloat } from './floats';
import { dbMemory } from './memory';
import { railsInUse } from './route-of';

/** Keeps each rail's float as last read (skipped before a rail's first reading). */
export async function recordFloats(db: Db, clock: () => number): Promise<void> {
  const memory = dbMemory(db, clock);
  const readAt = new Date(clock());
  for (const rail of railsInUse().keys()) {
    const available = await lastFloat(memory, rail);
    if (available !== undefined)
      await db.insert(railFloatReadings).values({ rail, available, readAt });
  }
}

/** A rail's readings since `since` (ms), newest first, at most `limit`. */
export function floatHistory(db: Db, rail: string, since: number, limit: number) {
  return db
    .select({ available: railFloatReadings.available, readAt: railFloatReadings.readAt })
    .from(railFloatReadings)
    .where(and(eq(railFloatReadings.rail, rail), gte(railFloatReadings.readAt, new Date(since))))
    .orderBy(desc(railFloatReadings.readAt))
    .limit(limit);
}
