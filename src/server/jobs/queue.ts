/**
 * The job table as a queue (docs/architecture.md §6). Scheduling is idempotent by key; claiming takes due rows
 * with `FOR UPDATE SKIP LOCKED` and leases them, so several server processes share the work and a
 * job whose worker died is claimed again once its lease runs out.
 */
import { and, asc, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { jobs, type JobKind } from '../db/schema';

export type JobRow = typeof jobs.$inferSelect;

/** How long a claimed job is reserved for its worker. */
export const LEASE_MS = 60_000;

export interface NewJob {
  readonly kind: JobKind;
  readonly key: string;
  readonly runAt: number;
  readonly payload: Record<string, unknown>;
}

/** Schedules a job unless one with the same key exists. */
export async function schedule(db: Db, job: NewJob): Promise<void> {
  await db
    .insert(jobs)
    .values({
      kind: job.kind,
      key: job.key,
      runAt: new Date(job.runAt),
      payload: job.payload,
      status: 'pending',
    })
    .onConflictDoNothing();
}

/** Claims up to `limit` due jobs for this worker. */
export async function claimDue(
  db: Db,
  now: number,
  limit: number,
  kinds?: readonly JobKind[],
): Promise<JobRow[]> {
  const at = new Date(now);
  return db.transaction(async (tx) => {
    const due = await tx
      .select({ id: jobs.id })
      .from(jobs)
      .where(
        and(
          eq(jobs.status, 'pending'),
          lte(jobs.runAt, at),
          or(isNull(jobs.lockedUntil), lte(jobs.lockedUntil, at)),
          kinds ? inArray(jobs.kind, [...kinds]) : undefined,
        ),
      )
      .orderBy(asc(jobs.runAt), asc(jobs.id))
      .limit(limit)
      .for('update', { skipLocked: true });
    if (due.length === 0) return [];
    return tx
      .update(jobs)
      .set({ lockedUntil: new Date(now + LEASE_MS), attempts: sql`${jobs.attempts} + 1` })
      .where(
        inArray(
          jobs.id,
          due.map((d) => d.id),
        ),
      )
      .returning();
  });
}

export async function markDone(db: Db, id: number, now: number): Promise<void> {
  await db
    .update(jobs)
    .set({ status: 'done', doneAt: new Date(now), lockedUntil: null })
    .where(eq(jobs.id, id));
}

/**
 * Gives back claims this worker took but could not finish because its connection was lost, to run
 * at `runAt`: only while each is still its own (the lease it took), so a job another worker has
 * since claimed is left alone. Without it a claim lost with its connection waits out its lease.
 */
export async function releaseClaims(
  db: Db,
  claimed: ReadonlyArray<Pick<JobRow, 'id' | 'lockedUntil'>>,
  runAt: number,
): Promise<void> {
  for (const job of claimed) {
    if (!job.lockedUntil) continue;
    await db
      .update(jobs)
      .set({ runAt: new Date(runAt), lockedUntil: null })
      .where(
        and(eq(jobs.id, job.id), eq(jobs.status, 'pending'), eq(jobs.lockedUntil, job.lockedUntil)),
      );
  }
}

/** Puts a job that may not finish yet back in the queue, to run at `runAt`. */
export async function deferJob(db: Db, id: number, runAt: number): Promise<void> {
  await db
    .update(jobs)
    .set({ status: 'pending', runAt: new Date(runAt), lockedUntil: null })
    .where(eq(jobs.id, id));
}

/** Records a failure; retried with backoff, given up after `maxAttempts`. */
export async function markFailed(
  db: Db,
  job: JobRow,
  error: unknown,
  now: number,
  maxAttempts = 10,
): Promise<void> {
  const giveUp = job.attempts >= maxAttempts;
  await db
    .update(jobs)
    .set({
      status: giveUp ? 'failed' : 'pending',
      lastError: String(error instanceof Error ? error.message : error).slice(0, 500),
      runAt: new Date(now + Math.min(3_600_000, 5_000 * 2 ** job.attempts)),
      lockedUntil: null,
    })
    .where(eq(jobs.id, job.id));
}
