/**
 * SQL of the bureau's daily schedule: the last business day a bureau job was scheduled for, and
 * whether a later day's job is due.
 */
import { and, eq, like, lte, sql } from 'drizzle-orm';
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

/** Whether a job of `country` for a day after `day` is due at `now` and not yet done. */
export async function laterDayDue(
  db: Db,
  country: Country,
  day: number,
  now: number,
): Promise<boolean> {
  const rows = await db
    .select({ id: jobs.id })
    .from(jobs)
    .where(
      and(
        eq(jobs.kind, 'bureau'),
        eq(jobs.status, 'pending'),
        lte(jobs.runAt, new Date(now)),
        like(jobs.key, `bureau:${country}:%`),
        sql`(${jobs.payload}->>'day')::int > ${day}`,
      ),
    )
    .limit(1);
  return rows.length > 0;
}
