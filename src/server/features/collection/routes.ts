/** HTTP side of the data-collection checks and the device package list (spec §7). */
import { ApiError } from '../../api-error';
import type { AuthUser, RouteHandlers, ServerDeps } from '../../types';
import * as collection from './service';

function signedIn(user: AuthUser | null): number {
  if (!user) throw new ApiError('notLoggedIn');
  return user.userId;
}

export function collectionRoutes(deps: ServerDeps): RouteHandlers {
  return {
    timeUploadEnable: ({ user }) => collection.enable(deps, signedIn(user)),
    timeUploadStatus: ({ user, payload }) =>
      collection.status(deps, signedIn(user), payload.orderNo),
    timeUploadReport: async ({ user, payload }) => {
      await collection.report(deps, signedIn(user), payload.orderNo, payload.collected);
      return { orderNo: payload.orderNo };
    },
    devicePackageList: async () => ({ packages: [...deps.config.devicePackages] }),
  };
}
