/** HTTP side of the data-collection checks and the device package list (docs/product.md §7). */
import type { RouteHandlers, ServerDeps } from '../../types';
import * as collection from './service';

export function collectionRoutes(deps: ServerDeps): RouteHandlers {
  return {
    timeUploadEnable: ({ user }) => collection.enable(deps, user.userId),
    timeUploadStatus: ({ user, payload }) => collection.status(deps, user.userId, payload.orderNo),
    timeUploadReport: async ({ user, payload }) => {
      await collection.report(deps, user.userId, payload.orderNo, payload.collected);
      return { orderNo: payload.orderNo };
    },
    devicePackageList: async () => ({ packages: [...deps.config.devicePackages] }),
  };
}
