/** What the outside-data lookups read: the consent to the bureau given with this application. */
import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { bureauConsents } from '../../db/schema';

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
