/** The data-collection checks of docs/product.md §7 for one order of the signed-in borrower. */
import type { CollectionFlag } from '../../../shared/contract/collection';
import { ApiError } from '../../api-error';
import { findUserById } from '../auth';
import { requireOwnOrder } from '../orders';
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
 * The native shell's report for one of the borrower's own orders (POST /time/upload/report):
 * another borrower's order is not found, so nobody can unblock an order not theirs.
 */
export async function report(
  deps: Pick<ServerDeps, 'db' | 'clock'>,
  userId: number,
  orderNo: string,
  collected: CollectionFlag[],
): Promise<void> {
  await requireOwnOrder(deps.db, userId, orderNo);
  await recordCollected(deps, userId, orderNo, collected);
}

/**
 * Records what the shell collected for an order (its report, or a collection SDK's own backend
 * calling in on the borrower's behalf).
 */
export async function recordCollected(
  deps: Pick<ServerDeps, 'db' | 'clock'>,
  userId: number,
  orderNo: string,
  collected: CollectionFlag[],
): Promise<void> {
  await repo.saveReport(deps.db, { userId, orderNo, collected, updatedAt: new Date(deps.clock()) });
}
