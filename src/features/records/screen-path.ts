/** The path of the screen an order status leads to (spec §2), or null for statuses that lead nowhere. */
import { screenForStatus } from '../../shared/orders';
import { pathOf, routeBySegment } from '../../shared/routes';

export function screenPathOf(status: number): string | null {
  const screen = screenForStatus(status);
  const route = screen ? routeBySegment(screen) : undefined;
  return route ? pathOf(route.name) : null;
}
