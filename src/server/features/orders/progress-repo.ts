/**
 * What decides a borrower's next application step, read in one statement (progress.ts): every
 * profile step answers with it, and four separate reads were most of a form save's round trips.
 * The rules are those of completedProfileForms (profile), kycComplete (kyc: the latest file of
 * each kind passed) and findWallet (wallet); tests/server/orders/progress-facts.test.ts holds this
 * read to them.
 */
import { and, eq, inArray, notInArray, sql, type Placeholder } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { preparedOn } from '../../db/prepared';
import {
  kycFiles,
  loanOrders,
  profileForms,
  users,
  wallets,
  type KycKind,
  type ProfileFormName,
} from '../../db/schema';
import { TERMINAL_STATUSES } from '../../../shared/orders';
import type { OrderRow } from './repo';

export interface ProfileFacts {
  readonly forms: ReadonlySet<ProfileFormName>;
  /** The latest front, back and face files all passed. */
  readonly kyc: boolean;
  readonly wallet: boolean;
}

const KYC_KINDS: readonly KycKind[] = ['front', 'back', 'face'];

/** The facts' columns for one borrower: `userId` is a number or the prepared query's placeholder. */
function factColumns(userId: number | Placeholder) {
  return {
    forms: sql<string>`coalesce((select string_agg(${profileForms.form}, ',') from ${profileForms} where ${profileForms.userId} = ${userId}), '')`,
    kycPassed:
      sql<number>`(select count(*)::int from (select distinct on (${kycFiles.kind}) ${kycFiles.passed} from ${kycFiles} where ${kycFiles.userId} = ${userId} and ${inArray(kycFiles.kind, [...KYC_KINDS])} order by ${kycFiles.kind}, ${kycFiles.id} desc) latest where latest.passed = 1)`.mapWith(
        Number,
      ),
    wallets:
      sql<number>`(select count(*)::int from ${wallets} where ${wallets.userId} = ${userId})`.mapWith(
        Number,
      ),
  };
}

type FactRow = { forms: string; kycPassed: number; wallets: number };

function factsOf(row: FactRow | undefined): ProfileFacts {
  const forms = row?.forms ? (row.forms.split(',') as ProfileFormName[]) : [];
  return {
    forms: new Set(forms),
    kyc: row?.kycPassed === KYC_KINDS.length,
    wallet: (row?.wallets ?? 0) > 0,
  };
}

export async function profileFacts(db: Db, userId: number): Promise<ProfileFacts> {
  const [row] = await db.select(factColumns(userId)).from(users).where(eq(users.id, userId));
  return factsOf(row);
}

/** The facts and the borrower's order not yet finished (findActiveOrder), together. */
export async function profileFactsAndOrder(
  db: Db,
  userId: number,
): Promise<{ facts: ProfileFacts; order: OrderRow | undefined }> {
  const [row] = await factsAndOrderQuery(db).execute({ userId });
  return { facts: factsOf(row), order: row?.order ?? undefined };
}

// Every form save, ID upload and wallet bind answers with it.
const factsAndOrderQuery = preparedOn((db) => {
  const userId = sql.placeholder('userId');
  return db
    .select({ order: loanOrders, ...factColumns(userId) })
    .from(users)
    .leftJoin(
      loanOrders,
      and(eq(loanOrders.userId, users.id), notInArray(loanOrders.status, [...TERMINAL_STATUSES])),
    )
    .where(eq(users.id, userId))
    .limit(1)
    .prepare('profile_facts_and_order');
});
