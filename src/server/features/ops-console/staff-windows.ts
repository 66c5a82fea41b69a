/**
 * The staff windows on the books (decision 0039): what a member booked alone is kept, and the
 * next act counts the three windows in its own transaction. The loan's row is locked by the
 * caller first; then the member's and the borrower's windows, in that order on every path, so
 * two acts on different loans of one member (or of one borrower, by two members) take turns on
 * any number of processes and none deadlocks.
 */
import type { Tx } from '../../db/tx';
import {
  roomLeft,
  windowLimits,
  windowStarts,
  type ActKind,
  type Room,
  type Sums,
} from '../../domain/staff-windows';
import type { StaffIdentity } from './auth-service';
import { staffLimits } from './money-checks';
import { insertAct, lockWindows, windowSums } from './staff-windows-repo';

/** The loan an act is on: its row locked by the caller. */
export interface ActOrder {
  readonly id: number;
  readonly userId: number;
  readonly country: string;
}

export interface WindowRoom extends Room {
  readonly limits: Sums;
  readonly counted: Sums;
}

/**
 * Locks the member's and the borrower's windows for the rest of the transaction, counts them and
 * answers the room `staff` has alone for `kind` on `order` (whose row the caller has locked).
 */
export async function roomFor(
  tx: Tx,
  staff: StaffIdentity,
  order: ActOrder,
  kind: ActKind,
  now: number,
): Promise<WindowRoom> {
  await lockWindows(tx, staff.id, order.userId);
  const all = staffLimits(order.country);
  const limits = windowLimits(all, kind, staff.role);
  const act = { staffId: staff.id, userId: order.userId, orderId: order.id, kind };
  const counted = await windowSums(tx, act, windowStarts(now, all.borrowerDays));
  return { ...roomLeft(limits, counted), limits, counted };
}

/** Keeps what `staff` booked alone, in the transaction that booked it. */
export async function recordAlone(
  tx: Tx,
  staff: StaffIdentity,
  order: ActOrder,
  kind: ActKind,
  amount: number,
  now: number,
): Promise<void> {
  if (amount <= 0) return;
  const act = { staffId: staff.id, userId: order.userId, orderId: order.id, kind, amount };
  await insertAct(tx, { ...act, at: new Date(now) });
}

/** What the checker is told of the windows: the figures behind the decision. */
export function windowEvidence(room: WindowRoom) {
  return { windows: { limits: room.limits, counted: room.counted, binding: room.binding } };
}
