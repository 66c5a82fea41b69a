/** USSD drop-off per screen over the last days, for the console (decision 0052). */
import { dropOff, type DropOff } from '../../domain/ussd/drop-off';
import type { ServerDeps } from '../../types';
import { lastScreenCounts } from './repo';

export async function ussdDropOff(
  deps: Pick<ServerDeps, 'db' | 'clock'>,
  days: number,
): Promise<DropOff[]> {
  const since = new Date(deps.clock() - days * 86_400_000);
  return dropOff(await lastScreenCounts(deps.db, since));
}
