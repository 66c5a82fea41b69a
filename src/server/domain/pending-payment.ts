/**
 * A repayment on its way (issue: after "I have paid" on a push the wallet reports late, the
 * screens said "Amount repaid 0" and "No payments yet", an invitation to pay twice): a repayment
 * pushed to the borrower's wallet that the rail has neither confirmed nor refused. A rail may
 * report hours late, so an order stays "on its way" for a day after it was opened, unless it
 * settles first; a bill payment is not pushed, so it waits for the borrower, not the wallet.
 */
import type { IntentStatus } from './payment-intent';

/** How long an unsettled push counts as money on its way. */
export const PENDING_SHOWN_MS = 24 * 3_600_000;

export interface CollectionFacts {
  readonly purpose: string;
  readonly status: IntentStatus;
  readonly channelId: string | null;
  readonly amount: number;
  readonly createdAt: number;
}

/** Shillings pushed to the wallet for this loan and not yet confirmed or refused by the rail. */
export function pendingAmount(
  intents: readonly CollectionFacts[],
  onlineChannels: ReadonlySet<string>,
  now: number,
): number {
  return intents
    .filter(
      (i) =>
        i.purpose === 'repay' &&
        (i.status === 'submitted' || i.status === 'unknown') &&
        i.channelId !== null &&
        onlineChannels.has(i.channelId) &&
        now - i.createdAt < PENDING_SHOWN_MS,
    )
    .reduce((sum, i) => sum + i.amount, 0);
}
