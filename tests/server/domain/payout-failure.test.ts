/** Why a payout failed and what follows, and what the screens tell of an order's payouts. */
import { describe, expect, it } from 'vitest';
import {
  afterPayoutFailure,
  causeOfRefusal,
  PAYOUT_ATTEMPTS,
  payoutTold,
  RETRY_AFTER_MS,
  type PayoutAttempt,
} from '../../../src/server/domain/payout-failure';

describe('the cause of a refused payout', () => {
  it.each([
    // Daraja's B2C documentation: the organisation lacks money in its utility account.
    ['not enough money in its utility account', 'float'],
    ['1 The balance is insufficient for the transaction', 'float'],
    ['sandbox: insufficient funds in the utility account', 'float'],
    ['10 The MSISDN provided is not registered on M-Pesa', 'wallet'],
    ['7 Unresolved Receiver Party', 'wallet'],
    ['sandbox: the MSISDN provided is not registered on mobile money', 'wallet'],
    // A wrong initiator is a configuration fault of ours, never the borrower's.
    ['2001 The initiator information is invalid.', 'rail'],
    ['400.002.02 Bad Request - Invalid Amount', 'rail'],
    ['403 FAIL Invalid vendor', 'rail'],
  ] as const)('%s → %s', (refusal, cause) => {
    expect(causeOfRefusal(refusal)).toBe(cause);
  });

  it("is the rail's when the rail kept no reason", () => {
    expect(causeOfRefusal(undefined)).toBe('rail');
    expect(causeOfRefusal('')).toBe('rail');
  });
});

describe('after a failed payout', () => {
  it("asks the borrower to act only for the wallet's refusal, at once", () => {
    expect(afterPayoutFailure('wallet', 1)).toEqual({ kind: 'borrower' });
  });

  it('has the lender send again, later each time, and stop at its last attempt', () => {
    for (const cause of ['float', 'rail'] as const) {
      const steps = Array.from({ length: PAYOUT_ATTEMPTS }, (_, i) =>
        afterPayoutFailure(cause, i + 1),
      );
      expect(steps.slice(0, -1)).toEqual(
        RETRY_AFTER_MS.map((afterMs) => ({ kind: 'retry', afterMs })),
      );
      expect(steps.at(-1)).toEqual({ kind: 'stop' });
      expect(afterPayoutFailure(cause, PAYOUT_ATTEMPTS + 5)).toEqual({ kind: 'stop' });
    }
    expect(RETRY_AFTER_MS).toHaveLength(PAYOUT_ATTEMPTS - 1);
  });
});

describe('what the screens tell of the payouts', () => {
  const at = (
    status: PayoutAttempt['status'],
    createdAt: number,
    failure: PayoutAttempt['failure'] = null,
  ): PayoutAttempt => ({ status, createdAt, failure });

  it('says nothing before a payout or once it paid', () => {
    expect(payoutTold(true, [])).toBeUndefined();
    expect(payoutTold(true, [at('submitted', 1)])).toBeUndefined();
    expect(payoutTold(true, [at('failed', 1, 'float'), at('succeeded', 2)])).toBeUndefined();
  });

  it('says being sent while the rail has not told, from that payout', () => {
    expect(payoutTold(true, [at('unknown', 5)])).toEqual({ status: 'beingSent', since: 5 });
  });

  it('says delayed, from the first payout, while the lender sends again after its own failure', () => {
    const failed = at('failed', 1, 'rail');
    expect(payoutTold(true, [failed, at('created', 2)])).toEqual({
      status: 'delayed',
      since: 1,
      cause: 'rail',
    });
    expect(payoutTold(true, [failed, at('failed', 2, 'float'), at('unknown', 3)])).toEqual({
      status: 'delayed',
      since: 1,
      cause: 'float',
    });
  });

  it('says delayed for the float while payouts are paused, and being sent once it went', () => {
    expect(payoutTold(true, [at('unknown', 4, 'float')])).toEqual({
      status: 'delayed',
      since: 4,
      cause: 'float',
    });
    expect(payoutTold(true, [at('submitted', 4)])).toBeUndefined();
  });

  it('says whose fault a failed order was, and nothing of a failure before causes were kept', () => {
    expect(payoutTold(false, [at('failed', 1, 'wallet')])).toEqual({
      status: 'failed',
      cause: 'wallet',
    });
    expect(payoutTold(false, [at('failed', 1, 'rail'), at('failed', 2, 'rail')])).toEqual({
      status: 'failed',
      cause: 'rail',
    });
    expect(payoutTold(false, [at('failed', 1)])).toBeUndefined();
  });
});
