/** Whether the native shell reported every data-collection flag the country requires (spec §7). */
import { and, eq } from 'drizzle-orm';
import { collectionReports } from '../../db/schema';
import type { ServerDeps } from '../../types';
import type { OrderRow } from '../orders/repo';

export async function collectionComplete(
  deps: Pick<ServerDeps, 'db' | 'config'>,
  order: OrderRow,
): Promise<boolean> {
  const required = deps.config.collectionRequired[order.country];
  if (required.length === 0) return true;
  const [report] = await deps.db
    .select()
    .from(collectionReports)
    .where(
      and(eq(collectionReports.userId, order.userId), eq(collectionReports.orderNo, order.orderNo)),
    )
    .limit(1);
  return required.every((flag) => report?.collected.includes(flag));
}
