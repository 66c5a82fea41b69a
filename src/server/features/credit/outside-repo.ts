/**
 * What the outside-data lookups read: the consent to the bureau given with this application, and
 * the number a payout would go to.
 */
import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { bureauConsents, users, wallets } from '../../db/schema';

/** The version of the bureau consent recorded with the order, if any. */
export async function consentWith(db: Db, orderId: number): Promise<string | undefined> {
  const [row] = await db
    .select({ version: bureauConsents.version })
    .from(bureauConsents)
    .where(eq(bureauConsents.orderId, orderId))
    .orderBy(desc(bureauConsents.consentedAt))
    .limit(1);
  return row?.version;
}

/** The wallet a payout goes to (E.164), or the borrower's own number before one is bound. */
export async function payoutNumberOf(db: Db, userId: number): Promise<string | undefined> {
  const [row] = await db
    .select({ wallet: wallets.account, mobile: users.mobile })
    .from(users)
    .leftJoin(wallets, eq(wallets.userId, users.id))
    .where(eq(users.id, userId))
    .limit(1);
  return row?.wallet ?? row?.mobile;
}
