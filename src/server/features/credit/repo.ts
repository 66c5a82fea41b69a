/** What the credit feature reads and writes: row reads of a borrower's history, and its decisions. */
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  creditDecisions,
  creditPolicyVersions,
  journalEntries,
  loanOrders,
  profileForms,
} from '../../db/schema';
import type { Country } from '../../../shared/countries';

export type DecisionRow = typeof creditDecisions.$inferSelect;
export type NewDecision = typeof creditDecisions.$inferInsert;

export async function formsOf(db: Db, userId: number) {
  const rows = await db.select().from(profileForms).where(eq(profileForms.userId, userId));
  return Object.fromEntries(rows.map((r) => [r.form, r.data as Record<string, unknown>]));
}

/** Loans finished (status 4), those that counted for the ladder (on time), and written off. */
export async function historyOf(db: Db, userId: number) {
  const [row] = await db
    .select({
      repaid: sql<number>`count(*) filter (where ${loanOrders.status} = 4)::int`,
      onTime: sql<number>`count(*) filter (where ${loanOrders.status} = 4 and ${loanOrders.countsForLimit} = 1)::int`,
    })
    .from(loanOrders)
    .where(eq(loanOrders.userId, userId));
  const [off] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(journalEntries)
    .innerJoin(loanOrders, eq(loanOrders.id, journalEntries.orderId))
    .where(and(eq(loanOrders.userId, userId), eq(journalEntries.kind, 'write-off')));
  return {
    loansRepaid: row?.repaid ?? 0,
    repaidOnTime: row?.onTime ?? 0,
    writtenOffLoans: off?.n ?? 0,
  };
}

/** Keeps the policy's text whole under its hash the first time it decides (a replay reads it). */
export async function keepPolicyVersion(
  db: Db,
  row: { version: string; country: Country; file: string; body: unknown; at: Date },
): Promise<void> {
  await db
    .insert(creditPolicyVersions)
    .values({
      version: row.version,
      country: row.country,
      file: row.file,
      body: row.body,
      firstUsedAt: row.at,
    })
    .onConflictDoNothing();
}

export async function insertDecision(db: Db, row: NewDecision): Promise<DecisionRow> {
  const [inserted] = await db.insert(creditDecisions).values(row).returning();
  if (!inserted) throw new Error('credit decision not written');
  return inserted;
}

/** An order's decisions, the latest first (the policy's, then any staff decision). */
export async function decisionsOf(db: Db, orderId: number): Promise<DecisionRow[]> {
  return db
    .select()
    .from(creditDecisions)
    .where(eq(creditDecisions.orderId, orderId))
    .orderBy(desc(creditDecisions.id));
}

export async function policyVersion(db: Db, version: string) {
  const [row] = await db
    .select()
    .from(creditPolicyVersions)
    .where(eq(creditPolicyVersions.version, version));
  return row;
}
