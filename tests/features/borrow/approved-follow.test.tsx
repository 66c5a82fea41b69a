// @vitest-environment jsdom
/**
 * The approved screen keeps following the order through failed reads (lib/api/follow-through-
 * failures.ts): it asks again after a growing wait, at once when the connection comes back, and
 * the network banner leaves with the first answer.
 */
import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FOLLOW_MS } from '../../../src/lib/follow-order';
import { backOffMs } from '../../../src/lib/api/follow-through-failures';
import { handle, startApiServer } from '../../app/support/api-server';
import { renderApp } from '../../app/support/render-app';
import { signedInBorrower, summary } from './fixtures';

startApiServer();

beforeEach(() => {
  signedInBorrower();
  vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout', 'Date'] });
});
afterEach(() => vi.useRealTimers());

const BANNER = 'Network error. Please check your connection and try again';

/** The order as the server tells it, read by read: approved, lost twice, then paid out. */
function orderReads(lost: number) {
  let n = 0;
  return handle('loanOrderLatest', () => {
    n += 1;
    if (n === 1) return { data: { order: summary(18) } };
    if (n <= 1 + lost) return 'network';
    return { data: { order: { ...summary(2), disbursedAt: 1767214800 } } };
  });
}

async function pass(ms: number) {
  await act(() => vi.advanceTimersByTimeAsync(ms + 100));
}

describe('the approved screen after failed reads', () => {
  beforeEach(() => {
    handle('getMoneyTime', () => ({
      data: { autoDisburseAt: 1767214800, expiresAt: 1767301200, now: 1767200000 },
    }));
    handle('repaymentDetail', () => 'hang');
  });

  it('asks again after two failed reads and moves on to repayment when the network returns', async () => {
    const reads = orderReads(2);
    const { router } = await renderApp('/borrow/lending');
    expect(await screen.findByText('Your loan is approved')).toBeTruthy();
    await pass(FOLLOW_MS);
    await waitFor(() => expect(reads.length).toBe(2));
    expect(await screen.findByText(BANNER)).toBeTruthy();
    await pass(backOffMs(FOLLOW_MS, 1));
    await waitFor(() => expect(reads.length).toBe(3));
    // The network is back: the next try, after a longer wait, is answered with the payout.
    await pass(backOffMs(FOLLOW_MS, 2));
    await waitFor(() => expect(router.state.location.pathname).toBe('/repay/repay_detail'));
    expect(reads.length).toBe(4);
    expect(screen.queryByText(BANNER)).toBeNull();
  });

  it('asks at once when the phone says it is online again, without waiting out the back-off', async () => {
    const reads = orderReads(1);
    const { router } = await renderApp('/borrow/lending');
    expect(await screen.findByText('Your loan is approved')).toBeTruthy();
    await pass(FOLLOW_MS);
    await waitFor(() => expect(reads.length).toBe(2));
    expect(await screen.findByText(BANNER)).toBeTruthy();
    act(() => void window.dispatchEvent(new Event('online')));
    await waitFor(() => expect(router.state.location.pathname).toBe('/repay/repay_detail'));
    expect(reads.length).toBe(3);
  });

  it('waits twice as long after each failure, never more than half a minute', () => {
    expect([1, 2, 3, 4, 5].map((n) => backOffMs(FOLLOW_MS, n))).toEqual([
      10_000, 20_000, 30_000, 30_000, 30_000,
    ]);
  });
});
