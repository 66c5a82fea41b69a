/** SQL of the consents to bureau reporting (table bureau_consents). */
import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { bureauConsents, loanOrders } from '../../db/schema';
import type { Tx } from '../../db/tx';

/** Records the consent with the application, once per borrower and version. */
export async function recordBureauConsent(
  tx: Tx,
  values: { userId: number; orderId: number; version: string; lang: string; at: number },
): Promise<void> {
  await tx
    .insert(bureauConsents)
    .values({
      userId: values.userId,
      orderId: values.orderId,
      version: values.version,
      lang: values.lang,
      consentedAt: new Date(values.at),
    })
    .onConflictDoNothing();
}

/** The consents a borrower gave, newest first, with the order each came with. */
export async function consentsOf(db: Db, userId: number) {
  const rows = await db
    .select({
      version: bureauConsents.version,
      lang: bureauConsents.lang,
      orderNo: loanOrders.orderNo,
      consentedAt: bureauConsents.consentedAt,
    })
    .from(bureauConsents)
    .leftJoin(loanOrders, eq(loanOrders.id, bureauConsents.orderId))
    .where(eq(bureauConsents.userId, userId))
    .orderBy(desc(bureauConsents.consentedAt), desc(bureauConsents.id));
  return rows.map((r) => ({
    version: r.version,
    lang: r.lang,
    ...(r.orderNo ? { orderNo: r.orderNo } : {}),
    consentedAt: Math.floor(r.consentedAt.getTime() / 1000),
  }));
}
