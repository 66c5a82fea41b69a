/**
 * Whether a provider report contradicts what we recorded (issue: every rule on the server): a final
 * state reported otherwise (failed after paid, paid after failed) or an amount other than the one
 * we asked for. Pure: the ledger keeps such a report for operations and applies nothing.
 */
import type { IntentStatus, ProviderReport } from './payment-intent';
import { isFinal } from './payment-intent';

export interface Recorded {
  readonly status: IntentStatus;
  readonly amount: number;
}

export interface Reported {
  readonly report: ProviderReport;
  /** The amount the provider says moved, when it says. */
  readonly amount?: number;
}

export interface Contradiction {
  readonly expected: { status: string; amount: number };
  readonly received: { status: string; amount: number | null };
}

/** The contradiction between a report and the recorded payment, or null when they agree. */
export function contradiction(recorded: Recorded, reported: Reported): Contradiction | null {
  const statusDiffers =
    isFinal(recorded.status) &&
    reported.report !== 'pending' &&
    reported.report !== recorded.status;
  const amountDiffers = reported.amount !== undefined && reported.amount !== recorded.amount;
  if (!statusDiffers && !amountDiffers) return null;
  return {
    expected: { status: recorded.status, amount: recorded.amount },
    received: { status: reported.report, amount: reported.amount ?? null },
  };
}
