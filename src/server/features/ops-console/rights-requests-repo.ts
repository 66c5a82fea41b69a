/** SQL of the console's view of borrowers' rights requests (table rights_requests). */
import { and, asc, eq, gte, lt, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { Tx } from '../../db/tx';
import { profileForms, rightsRequests, users, type RightsRequestOutcome } from '../../db/schema';

/** The outcomes the outcome column holds. */
export { RIGHTS_OUTCOMES } from '../../db/schema';

export type RequestState = 'open' | 'closed';

const stateIs = (state: RequestState) =>
  state === 'open' ? ne(rightsRequests.status, 'resolved') : eq(rightsRequests.status, 'resolved');

/** Requests in a state, the nearest answer deadline first, with the borrower's number and name. */
export function requestsIn(db: Db, state: RequestState, limit: number, offset: number) {
  return db
    .select({
      request: rightsRequests,
      mobile: users.mobile,
      name: sql<
        string | null
      >`nullif(concat_ws(' ', ${profileForms.data}->>'firstName', ${profileForms.data}->>'lastName'), '')`,
    })
    .from(rightsRequests)
    .leftJoin(users, eq(users.id, rightsRequests.userId))
    .leftJoin(
      profileForms,
      and(eq(profileForms.userId, rightsRequests.userId), eq(profileForms.form, 'personal')),
    )
    .where(stateIs(state))
    .orderBy(asc(rightsRequests.resolveDueAt), asc(rightsRequests.id))
    .limit(limit)
    .offset(offset);
}

export interface CloseValues {
  readonly staffId: number;
  readonly outcome: RightsRequestOutcome;
  readonly resolution: string;
  readonly at: Date;
}

/**
 * Closes a request still open, in the caller's transaction; undefined when there is none to
 * close (closed already, or no such id): the guard in the WHERE makes a second close a no-op.
 */
export async function closeOpenRequest(tx: Tx, id: number, values: CloseValues) {
  const rows = await tx
    .update(rightsRequests)
    .set({
      status: 'resolved',
      resolvedAt: values.at,
      resolution: values.resolution,
      outcome: values.outcome,
      staffId: values.staffId,
    })
    .where(and(eq(rightsRequests.id, id), ne(rightsRequests.status, 'resolved')))
    .returning();
  return rows[0];
}

/**
 * Marks an open request acknowledged by `staffId`, in the caller's transaction; undefined when it
 * is not open (acknowledged already, closed, or no such id).
 */
export async function acknowledgeOpenRequest(tx: Tx, id: number, staffId: number, at: Date) {
  const rows = await tx
    .update(rightsRequests)
    .set({ status: 'acknowledged', acknowledgedAt: at, acknowledgedBy: staffId })
    .where(and(eq(rightsRequests.id, id), eq(rightsRequests.status, 'open')))
    .returning();
  return rows[0];
}

export async function requestById(db: Db, id: number) {
  const rows = await db.select().from(rightsRequests).where(eq(rightsRequests.id, id)).limit(1);
  return rows[0];
}

export async function requestExists(db: Db, id: number): Promise<boolean> {
  const rows = await db
    .select({ id: rightsRequests.id })
    .from(rightsRequests)
    .where(eq(rightsRequests.id, id))
    .limit(1);
  return rows.length > 0;
}

/** Every request filed in [from, to), oldest first: the complaints register. */
export function filedBetween(db: Db, from: Date, to: Date, limit: number) {
  return db
    .select()
    .from(rightsRequests)
    .where(and(gte(rightsRequests.createdAt, from), lt(rightsRequests.createdAt, to)))
    .orderBy(asc(rightsRequests.createdAt), asc(rightsRequests.id))
    .limit(limit);
}
