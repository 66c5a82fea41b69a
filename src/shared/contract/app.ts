/** Calls served by src/server/features/app: where to get the native app (docs/product.md §7). */
import { endpoint, object } from './define';
import { text, url } from './fields';

export const app = {
  appDownloadGetAddress: endpoint({
    method: 'GET',
    path: '/app-download/getAddress',
    auth: false,
    summary:
      'Where to get the native app: store package id and its Play Store link ("" when unset: no url)',
    response: object({ packageName: text(200), url }),
  }),
} as const;
