/** Where to get the native app (docs/product.md §7 /app-download/getAddress, bridge action toGooglePlayer). */
import type { RouteHandlers, ServerDeps } from '../../types';

/** The Play Store page of a package id; an empty url tells the client to say 'no url'. */
export function playStoreUrl(packageId: string | undefined): string {
  return packageId
    ? `https://play.google.com/store/apps/details?id=${encodeURIComponent(packageId)}`
    : '';
}

export function appRoutes(deps: ServerDeps): RouteHandlers {
  return {
    appDownloadGetAddress: async () => ({
      packageName: deps.config.playStorePackage ?? '',
      url: playStoreUrl(deps.config.playStorePackage),
    }),
  };
}
