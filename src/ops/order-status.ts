/** An order's status as staff read it: its name in words ("Overdue"), never the §4 number. */
import { ORDER_STATUS } from '../shared/orders';
import type { OpsT } from './use-ops-t';

const NAME_OF = new Map<number, string>(Object.entries(ORDER_STATUS).map(([name, n]) => [n, name]));

export function statusText(t: OpsT, status: number): string {
  const name = NAME_OF.get(status);
  return name ? t(`orderStatus.${name}`) : t('orderStatus.unknown');
}
