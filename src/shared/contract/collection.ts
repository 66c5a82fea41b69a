/** Calls served by src/server/features/collection: data collection, device packages (docs/product.md §7). */
import { endpoint, object } from './define';
import { orderNo, text } from './fields';

/** The data-collection flags of docs/product.md §3/§7. */
export const COLLECTION_FLAGS = [
  'appList',
  'sms',
  'exif',
  'device',
  'contact',
  'callLog',
  'location',
] as const;
export type CollectionFlag = (typeof COLLECTION_FLAGS)[number];

const flag = { type: 'boolean', description: 'Collected for this order' };

export const collection = {
  timeUploadEnable: endpoint({
    method: 'GET',
    path: '/time/upload/enable',
    auth: true,
    summary: 'Whether the native collection SDK must run for this order (off by default)',
    request: object({ orderNo }),
    response: object({ enableTimeSdk: { type: 'boolean' } }),
  }),
  timeUploadStatus: endpoint({
    method: 'GET',
    path: '/time/upload/uploadStatus',
    auth: true,
    summary: 'Which data were collected, and which the country config requires',
    request: object({ orderNo }),
    response: object({
      ...Object.fromEntries(COLLECTION_FLAGS.map((name) => [name, flag])),
      required: {
        type: 'array',
        items: { type: 'string', enum: [...COLLECTION_FLAGS] },
        uniqueItems: true,
        description: 'Flags that must be true before the order proceeds (none by default)',
      },
    }),
  }),
  timeUploadReport: endpoint({
    method: 'POST',
    path: '/time/upload/report',
    auth: true,
    summary:
      "The native shell's report of what it collected for an order (after timeSDK); flags add up",
    request: object(
      {
        orderNo,
        collected: {
          type: 'array',
          items: { type: 'string', enum: [...COLLECTION_FLAGS] },
          uniqueItems: true,
          maxItems: COLLECTION_FLAGS.length,
        },
      },
      ['orderNo', 'collected'],
    ),
    response: object({ orderNo }),
  }),
  devicePackageList: endpoint({
    method: 'GET',
    path: '/user/device/packageList',
    auth: true,
    summary: 'Package ids the native shell should report as installed (empty by default)',
    response: object({ packages: { type: 'array', items: text(200) } }),
  }),
} as const;
