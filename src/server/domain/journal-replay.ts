/**
 * An idempotency key names one booking. Booking the same key again is a replay: harmless when it
 * books what was booked, refused when its lines differ (a second event wrongly sharing a key, or
 * an amount recomputed differently), because a silent no-op would lose money off the record.
 */
import type { Entry, Line } from './journal';

/** What is already booked under a key: its order, kind and lines. */
export interface BookedUnderKey {
  readonly orderId: number | null;
  readonly kind: string;
  readonly lines: readonly Line[];
}

const sortedText = (lines: readonly Line[]) =>
  lines
    .map((l) => `${l.account}\u0000${l.amount}`)
    .sort()
    .join('\u0001');

/** Why booking `entry` under the key of `booked` is not a replay of it, or null when it is. */
export function replayMismatch(
  booked: BookedUnderKey,
  orderId: number | null,
  entry: Entry,
): 'order' | 'kind' | 'lines' | null {
  if (booked.orderId !== orderId) return 'order';
  if (booked.kind !== entry.kind) return 'kind';
  return sortedText(booked.lines) === sortedText(entry.lines) ? null : 'lines';
}
