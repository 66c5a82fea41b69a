// @vitest-environment jsdom
/** The lending screen (spec §2 /borrow/lending): waiting for the payout, and cancelling it. */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { handle, startApiServer } from '../../app/support/api-server';
import { renderApp } from '../../app/support/render-app';
import { signedInBorrower, summary } from './fixtures';

startApiServer();

beforeEach(signedInBorrower);

describe('lending', () => {
  it('says 10 to 60 minutes while disbursing', async () => {
    handle('loanOrderLatest', () => ({ data: { order: summary(7) } }));
    await renderApp('/borrow/lending');
    expect(await screen.findByText(/10 to 60 minutes/)).toBeTruthy();
  });

  it('moves on to repayment once the money is out', async () => {
    handle('loanOrderLatest', () => ({ data: { order: summary(2) } }));
    // The repayment screen starts loading its bill as soon as it opens; this test stops at the move.
    handle('repaymentDetail', () => 'hang');
    const { router } = await renderApp('/borrow/lending');
    await waitFor(() => expect(router.state.location.pathname).toBe('/repay/repay_detail'));
  });

  it('reports a failed cancellation', async () => {
    handle('loanOrderLatest', () => ({ data: { order: summary(18) } }));
    handle('getMoneyTime', () => ({
      data: { autoDisburseAt: 1767214800, expiresAt: 1767301200, now: 1767200000 },
    }));
    handle('cancelDrawMoney', () => ({ error: 'orderStatusInvalid' }));
    await renderApp('/borrow/lending');
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel this loan' }));
    await userEvent.click(screen.getByRole('button', { name: 'Yes, cancel' }));
    expect(await screen.findByText('Cancellation fail')).toBeTruthy();
  });
});
