/**
 * What the sandbox bureau reads for a test's Kenyan borrower: an ID number whose file has (or has
 * not) current arrears, and an application assessed once the borrower consented to the check.
 */
import { eq } from 'drizzle-orm';
import { bureauConsents, loanOrders } from '../../src/server/db/schema';
import { assessOrder } from '../../src/server/features/loans/lifecycle';
import { bookedReport } from '../../src/server/providers/outside/book';

/** Endings from which the sandbox reads a fault, not a file (src/server/providers/outside/book.ts). */
const FAULT_ENDINGS = /(0000|1111|8888|9999)$/;

/** The first ID number from `from` whose bureau file has (or has not) arrears (Metropol's 004). */
export function bureauId(arrears: boolean, from = 27_100_000): string {
  for (let n = from; ; n++)
    if (
      (bookedReport(String(n)).delinquencyCode === '004') === arrears &&
      !FAULT_ENDINGS.test(String(n))
    )
      return String(n);
}

/**
 * Records the borrower's consent to the bureau check on `order` (as `version`), assesses the
 * order, and returns it as decided.
 */
export async function assessedWithConsent(
  deps: Parameters<typeof assessOrder>[0],
  order: { id: number; userId: number },
  version = `2026-11-${order.id}`,
) {
  await deps.db.insert(bureauConsents).values({
    userId: order.userId,
    orderId: order.id,
    version,
    lang: 'en',
    consentedAt: new Date(deps.clock()),
  });
  await assessOrder(deps, order.id);
  const [row] = await deps.db.select().from(loanOrders).where(eq(loanOrders.id, order.id));
  if (!row) throw new Error(`no order ${order.id}`);
  return row;
}
