/**
 * What a provider's answer or delivery report means for an outbox message (Africa's Talking
 * status codes and report statuses, Beem's answers), and when to try again. Pure: values in,
 * values out.
 */

/**
 * accepted: the provider took it (a report may follow); transient: try again later, on the other
 * provider; final: no provider will get it there (invalid number, blacklisted, rejected).
 */
export type SendOutcome =
  | { readonly kind: 'accepted'; readonly messageId: string; readonly status: string }
  | { readonly kind: 'transient'; readonly status: string }
  | { readonly kind: 'final'; readonly status: string };

/** Africa's Talking per-recipient status codes that no retry or other provider can fix. */
const AT_FINAL = new Map([
  [403, 'InvalidPhoneNumber'],
  [406, 'UserInBlacklist'],
]);

/** Africa's Talking per-recipient status codes. 101 sent (100, 102 queued); the rest refused. */
export function atRecipientOutcome(statusCode: number, messageId: string): SendOutcome {
  if (statusCode >= 100 && statusCode <= 102)
    return { kind: 'accepted', messageId, status: String(statusCode) };
  const final = AT_FINAL.get(statusCode);
  if (final) return { kind: 'final', status: `${statusCode} ${final}` };
  // 401 RiskHold, 402 InvalidSenderId, 405 InsufficientBalance, 407 CouldNotRoute,
  // 409 DoNotDisturb, 500 InternalServerError…: this provider cannot now, another may.
  return { kind: 'transient', status: String(statusCode) };
}

/**
 * An HTTP answer other than success: this provider cannot take the message now (down, throttled,
 * misconfigured); it is not the number's fault, so another provider may.
 */
export function httpOutcome(status: number): SendOutcome {
  return { kind: 'transient', status: `HTTP ${status}` };
}

/** delivered: on the phone; retry: send again (another provider); final: stop; pending: wait. */
export type ReportMeaning = 'delivered' | 'retry' | 'final' | 'pending';

const AT_FINAL_REASONS = new Set(['UserInBlackList', 'UserInBlacklist', 'UserDoesNotExist']);

/** An Africa's Talking delivery report: status Success, Failed, Rejected, AbsentSubscriber… */
export function atReportMeaning(status: string, failureReason?: string): ReportMeaning {
  switch (status) {
    case 'Success':
      return 'delivered';
    case 'Rejected':
      return 'final';
    case 'Failed':
      return failureReason && AT_FINAL_REASONS.has(failureReason) ? 'final' : 'retry';
    case 'AbsentSubscriber':
    case 'Expired':
      return 'retry';
    default:
      return 'pending'; // Sent, Submitted, Buffered
  }
}

/** A Beem delivery report's status (DELIVERED, UNDELIVERED, PENDING, EXPIRED, REJECTED). */
export function beemReportMeaning(status: string): ReportMeaning {
  switch (status.toUpperCase()) {
    case 'DELIVERED':
      return 'delivered';
    case 'REJECTED':
      return 'final';
    case 'UNDELIVERED':
    case 'EXPIRED':
    case 'FAILED':
      return 'retry';
    default:
      return 'pending';
  }
}

/** Attempts a message gets before it is given up as failed. */
export const MAX_ATTEMPTS = 6;

/** Wait before attempt `attempts + 1`: 30 s, 1, 2, 4, 8 min…, at most an hour. */
export function backoffMs(attempts: number): number {
  return Math.min(3_600_000, 30_000 * 2 ** Math.max(0, attempts - 1));
}

/** The provider of attempt number `attempt` (1-based): round the country's list, first first. */
export function providerFor<T>(providers: readonly T[], attempt: number): T | undefined {
  if (providers.length === 0) return undefined;
  return providers[(attempt - 1) % providers.length];
}
