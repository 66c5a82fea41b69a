/** The queries behind readiness and metrics: cheap, read-only, bounded by an index. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { and, eq, inArray, lte, sql } from 'drizzle-orm';
import { migrationsFolder, type Db } from '../db/client';
import { jobs, paymentIntents, smsOutbox, type IntentPurpose } from '../db/schema';

/** Money going out to a wallet: what an unknown outcome may have paid. */
const PAYOUT_PURPOSES: IntentPurpose[] = ['disburse', 'refund'];

/** Answers a trivial query: the database is reachable and takes queries. */
export async function ping(db: Db): Promise<void> {
  await db.execute(sql`select 1`);
}

/** How many committed migrations the database has not applied (0: current). */
export async function pendingMigrations(db: Db): Promise<number> {
  const journal = JSON.parse(
    readFileSync(join(migrationsFolder, 'meta', '_journal.json'), 'utf8'),
  ) as { entries: unknown[] };
  const rows = await db
    .select({ applied: sql<number>`count(*)::int` })
    .from(sql`drizzle.__drizzle_migrations`);
  const applied = Number(rows[0]?.applied ?? 0);
  return Math.max(0, journal.entries.length - applied);
}

export interface JobBacklog {
  readonly kind: string;
  /** Pending jobs whose time has come. */
  readonly due: number;
  /** Seconds the oldest of them has waited past its time. */
  readonly lagSeconds: number;
}

/** Due pending jobs per kind, and how late the oldest is (the jobs_due index serves it). */
export async function jobBacklog(db: Db, now: number): Promise<JobBacklog[]> {
  const rows = await db
    .select({
      kind: jobs.kind,
      due: sql<number>`count(*)::int`,
      oldest: sql<string>`min(${jobs.runAt})`,
    })
    .from(jobs)
    .where(and(eq(jobs.status, 'pending'), lte(jobs.runAt, new Date(now))))
    .groupBy(jobs.kind);
  return rows.map((row) => ({
    kind: row.kind,
    due: Number(row.due),
    lagSeconds: Math.max(0, (now - new Date(row.oldest).getTime()) / 1000),
  }));
}

/** How many rows wait, and how long the oldest of them has waited (0 when none). */
export interface Waiting {
  readonly count: number;
  readonly oldestSeconds: number;
}

const waitingOf = (row: { count: number; oldest: string | null } | undefined, now: number) => ({
  count: Number(row?.count ?? 0),
  oldestSeconds: row?.oldest ? Math.max(0, (now - new Date(row.oldest).getTime()) / 1000) : 0,
});

/** SMS messages queued and not yet accepted by a provider (the sms_outbox_due index serves it). */
export async function outboxWaiting(db: Db, now: number): Promise<Waiting> {
  const rows = await db
    .select({
      count: sql<number>`count(*)::int`,
      oldest: sql<string | null>`min(${smsOutbox.createdAt})`,
    })
    .from(smsOutbox)
    .where(eq(smsOutbox.status, 'queued'));
  return waitingOf(rows[0], now);
}

/** Payouts (loans and refunds) whose result the rail has not told us: the status sweep asks. */
export async function unknownPayouts(db: Db, now: number): Promise<Waiting> {
  const rows = await db
    .select({
      count: sql<number>`count(*)::int`,
      oldest: sql<
        string | null
      >`min(coalesce(${paymentIntents.submittedAt}, ${paymentIntents.createdAt}))`,
    })
    .from(paymentIntents)
    .where(
      and(eq(paymentIntents.status, 'unknown'), inArray(paymentIntents.purpose, PAYOUT_PURPOSES)),
    );
  return waitingOf(rows[0], now);
}
