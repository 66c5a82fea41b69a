// @vitest-environment jsdom
/**
 * The review screen follows the order until it moves (lib/follow-order.ts): a "Check now" tap that
 * still reads "under review" must not end the following, and a screen opened with nothing cached
 * starts following once its first answer says the order is being assessed.
 */
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FOLLOW_MS } from '../../../src/lib/follow-order';
import { handle, startApiServer } from '../../app/support/api-server';
import { renderApp } from '../../app/support/render-app';
import { signedInBorrower, summary } from '../borrow/fixtures';

startApiServer();

beforeEach(() => {
  signedInBorrower();
  vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout', 'Date'] });
});
afterEach(() => vi.useRealTimers());

/** Lets a full follow period pass on the clock. */
async function waitAPeriod() {
  await act(() => vi.advanceTimersByTimeAsync(FOLLOW_MS + 100));
}

describe('review screen follows the order', () => {
  it('keeps asking after a "Check now" that still reads under review, and moves on approval', async () => {
    let status: 1 | 18 = 1;
    const reads = handle('loanOrderLatest', () => ({ data: { order: summary(status) } }));
    handle('confirmProductInfo', () => 'hang');
    const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
    const { router } = await renderApp('/auth/review_tips');
    await user.click(await screen.findByRole('button', { name: 'Check now' }));
    await waitFor(() => expect(reads.length).toBe(2));
    await waitAPeriod();
    await waitFor(() => expect(reads.length).toBe(3));
    status = 18;
    await waitAPeriod();
    await waitFor(() => expect(router.state.location.pathname).toBe('/borrow/confirm_borrow'));
  });
});
