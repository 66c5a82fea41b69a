/**
 * The data-collection check of docs/product.md §7, run by the loan screens before they submit an order:
 * 1. `timeUploadEnable`: is the native collection SDK required for this order? If not: success.
 * 2. `timeUploadStatus`: which flags were collected, and which the country config requires.
 *    All required flags present: success (0).
 * 3. Otherwise, in check-only mode: failure (-1). Else the shell is asked to collect the missing
 *    flags (`timeSDK` with step, orderNo, userId, isSubmit, flags), an event is logged, and the
 *    result is pending (1): the screen waits and checks again.
 * Failures are silent (no toast): the caller gets -1 with the server's or bridge's message.
 */
import { COLLECTION_FLAGS } from '../../shared/contract/collection';
import type {
  TimeUploadEnableResponse,
  TimeUploadStatusResponse,
} from '../../shared/contract/types.gen';
import { call } from '../api/call';
import { isInApp, logEventByAF, timeSDK } from './bridge';

export type CollectionFlag = (typeof COLLECTION_FLAGS)[number];

export interface CollectionRequest {
  orderNo: string;
  userId: string;
  /** Which screen asks (e.g. 'confirm'), passed to the shell and the event. */
  step: string;
  /** True right before the order is submitted. */
  isSubmit: boolean;
  /** Only report: never ask the shell to collect. */
  checkOnly?: boolean;
}

export interface CollectionResult {
  /** 0 success, 1 pending (the shell is collecting), -1 failure. */
  code: 0 | 1 | -1;
  msg: string;
  missing: CollectionFlag[];
}

/** What the check talks to; tests pass fakes, the app uses the real API and bridge. */
export interface CollectionDeps {
  enable(orderNo: string): Promise<TimeUploadEnableResponse>;
  status(orderNo: string): Promise<TimeUploadStatusResponse>;
  inApp(): boolean;
  collect(payload: Record<string, unknown>): Promise<unknown>;
  logEvent(event: string, values: Record<string, unknown>): Promise<void>;
}

export const COLLECTION_EVENT = 'data_collection_pending';

const liveDeps: CollectionDeps = {
  enable: (orderNo) => call('timeUploadEnable', { orderNo }, { silent: true, quiet: true }),
  status: (orderNo) => call('timeUploadStatus', { orderNo }, { silent: true, quiet: true }),
  inApp: isInApp,
  collect: timeSDK,
  logEvent: logEventByAF,
};

/** The flags the config requires that were not collected yet. */
export function missingFlags(status: TimeUploadStatusResponse): CollectionFlag[] {
  return (status.required ?? []).filter((flag) => status[flag] !== true);
}

function messageOf(err: unknown): string {
  return err instanceof Error ? err.message : String(err);
}

export async function runCollectionCheck(
  request: CollectionRequest,
  deps: CollectionDeps = liveDeps,
): Promise<CollectionResult> {
  const { orderNo, userId, step, isSubmit, checkOnly = false } = request;
  try {
    const { enableTimeSdk } = await deps.enable(orderNo);
    if (!enableTimeSdk) return { code: 0, msg: '', missing: [] };
    const missing = missingFlags(await deps.status(orderNo));
    if (missing.length === 0) return { code: 0, msg: '', missing };
    if (checkOnly) return { code: -1, msg: 'missing', missing };
    if (!deps.inApp()) return { code: -1, msg: 'runInApp', missing };
    // The shell answers when collection ends; the screen checks again rather than waiting here.
    deps.collect({ step, orderNo, userId, isSubmit, flags: missing }).catch(() => {});
    await deps.logEvent(COLLECTION_EVENT, { step, orderNo, isSubmit, flags: missing.join(',') });
    return { code: 1, msg: '', missing };
  } catch (err) {
    return { code: -1, msg: messageOf(err), missing: [] };
  }
}
