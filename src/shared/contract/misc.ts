/** Data-collection checks, rejection recommendations and the app download link (spec §7). */
import { endpoint, object } from './define';
import { orderNo, text, url } from './fields';

/** The data-collection flags of spec §3/§7. */
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

export const misc = {
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
  isRejectRecommendation: endpoint({
    method: 'GET',
    path: '/app/isRejectRecommendation',
    auth: true,
    summary: 'For a rejected borrower: when to apply again, and recommended products',
    response: object(
      {
        show: { type: 'boolean' },
        reapplyAt: { type: 'integer', minimum: 0, description: 'Seconds since the epoch' },
        products: {
          type: 'array',
          items: object({ name: text(100), url, logo: url }, ['name', 'url']),
        },
      },
      ['show', 'products'],
    ),
  }),
  appDownloadGetAddress: endpoint({
    method: 'GET',
    path: '/app-download/getAddress',
    auth: false,
    summary:
      'Where to get the native app: store package id and its Play Store link ("" when unset: no url)',
    response: object({ packageName: text(200), url }),
  }),
} as const;
