/**
 * A payment's life at a provider (docs/architecture.md §6): created → submitted → succeeded | failed, or
 * unknown when the provider did not answer (then a status query decides). Callbacks may come
 * twice, late, out of order or never; the money effect runs exactly once, on the first move into
 * a final state. Final states are final: a later contradicting report is kept for operations, not
 * applied.
 */

export const INTENT_STATUSES = ['created', 'submitted', 'unknown', 'succeeded', 'failed'] as const;
export type IntentStatus = (typeof INTENT_STATUSES)[number];

export type ProviderReport = 'pending' | 'succeeded' | 'failed';

export interface IntentDecision {
  readonly status: IntentStatus;
  /** The report settled the payment now: book it (success) or release it (failure). */
  readonly settle: 'succeeded' | 'failed' | null;
  /** The report contradicts a final state already recorded. */
  readonly conflict: boolean;
}

export function isFinal(status: IntentStatus): boolean {
  return status === 'succeeded' || status === 'failed';
}

/** What a provider report (callback or status query) does to an intent in `status`. */
export function onReport(status: IntentStatus, report: ProviderReport): IntentDecision {
  if (isFinal(status)) {
    return { status, settle: null, conflict: report !== 'pending' && report !== status };
  }
  if (report === 'pending')
    return { status: status === 'created' ? 'submitted' : status, settle: null, conflict: false };
  return { status: report, settle: report, conflict: false };
}
