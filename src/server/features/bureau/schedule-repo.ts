/** SQL of the bureau's daily schedule: the last business day a bureau job was scheduled for. */
import { and, eq, like, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { jobs } from '../../db/schema';
import type { Country } from '../../../shared/countries';

/** The latest day of `country`'s bureau jobs; undefined before the first. */
export async function lastScheduledDay(db: Db, country: Country): Promise<number | undefined> {
  const [row] = await db
    .select({ day: sql<number | null>`max((${jobs.payload}->>'day')::int)` })
    .from(jobs)
    .where(and(eq(jobs.kind, 'bureau'), like(jobs.key, `bureau:${country}:%`)));
  return row?.day ?? undefined;
}
