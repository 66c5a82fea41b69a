/** An order's status as staff read it: the §4 number and its name ("4 finished"). */
import { ORDER_STATUS } from '../shared/orders';
import type { OpsT } from './use-ops-t';

const NAME_OF = new Map<number, string>(Object.entries(ORDER_STATUS).map(([name, n]) => [n, name]));

export function statusText(t: OpsT, status: number): string {
  const name = NAME_OF.get(status);
  return name ? `${status} ${t(`orderStatus.${name}`)}` : String(status);
}
