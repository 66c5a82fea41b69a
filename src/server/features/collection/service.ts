/** The data-collection checks of spec §7 for one order of the signed-in borrower. */
import type { CollectionFlag } from '../../../shared/contract/misc';
import { ApiError } from '../../api-error';
import { findUserById } from '../auth/repo';
import type { ServerDeps } from '../../types';
import { flagStatus, sdkEnabled, type FlagStatus } from './required-flags';
import * as repo from './repo';

async function requiredFor(deps: ServerDeps, userId: number): Promise<readonly CollectionFlag[]> {
  const user = await findUserById(deps.db, userId);
  if (!user) throw new ApiError('tokenInvalid');
  return deps.config.collectionRequired[user.country];
}

export async function enable(
  deps: ServerDeps,
  userId: number,
): Promise<{ enableTimeSdk: boolean }> {
  return { enableTimeSdk: sdkEnabled(await requiredFor(deps, userId)) };
}

export async function status(
  deps: ServerDeps,
  userId: number,
  orderNo: string,
): Promise<FlagStatus> {
  const required = await requiredFor(deps, userId);
  return flagStatus(required, await repo.collectedFlags(deps.db, userId, orderNo));
}

/**
 * Records what the shell collected for an order. §7 declares no call for it (the collection
 * SDK's own backend reports), so the SDK intake calls this.
 */
export async function recordCollected(
  deps: Pick<ServerDeps, 'db' | 'clock'>,
  userId: number,
  orderNo: string,
  collected: CollectionFlag[],
): Promise<void> {
  await repo.saveReport(deps.db, { userId, orderNo, collected, updatedAt: new Date(deps.clock()) });
}
