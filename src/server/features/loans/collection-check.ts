/** Whether the native shell reported every data-collection flag the country requires (docs/product.md §7). */
import type { ServerDeps } from '../../types';
import { collectedFlags } from '../collection';
import type { OrderRow } from '../orders';

export async function collectionComplete(
  deps: Pick<ServerDeps, 'db' | 'config'>,
  order: OrderRow,
): Promise<boolean> {
  const required = deps.config.collectionRequired[order.country];
  if (required.length === 0) return true;
  const collected = await collectedFlags(deps.db, order.userId, order.orderNo);
  return required.every((flag) => collected.includes(flag));
}
