// @vitest-environment jsdom
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  currentNotices,
  dismissRetry,
  holdRetryBanner,
  showRetry,
} from '../../src/lib/api/notices';
import { connectionAnswered, connectionLost } from '../../src/lib/api/connection';
import { handle, startApiServer } from './support/api-server';
import { renderApp } from './support/render-app';

startApiServer();

beforeEach(() => localStorage.clear());

describe('lost connection', () => {
  it('shows a banner whose Retry re-runs the failed step, and hides the overlay', async () => {
    let attempts = 0;
    handle('existsByMobile', () => (++attempts === 1 ? 'network' : { data: { exists: true } }));
    const codes = handle('getVerifyCode', () => ({ data: { resendAfter: 60 } }));
    await renderApp('/user/login');
    const ui = userEvent.setup();
    await ui.type(await screen.findByLabelText('Mobile number'), '0712345678');
    await ui.click(screen.getByRole('button', { name: 'Get code' }));
    expect(
      await screen.findByText('Network error. Please check your connection and try again'),
    ).toBeTruthy();
    expect(screen.queryByRole('status', { name: 'Loading…' })).toBeNull();
    await ui.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('button', { name: 'Resend in 60 s' })).toBeTruthy();
    expect(attempts).toBe(2);
    expect(codes).toHaveLength(1);
    expect(screen.queryByText(/Network error/)).toBeNull();
  });

  it('keeps one banner and its button while reads fail again, and re-runs each read once', async () => {
    await renderApp('/user/login');
    const runs: string[] = [];
    act(() => showRetry('network', () => runs.push('detail'), { same: 'detail' }));
    const button = await screen.findByRole('button', { name: 'Retry' });
    const alert = screen.getByRole('alert');
    // The same read fails again (a refresh), and another one too, while the finger is on its way.
    act(() => showRetry('network', () => runs.push('detail again'), { same: 'detail' }));
    act(() => showRetry('network', () => runs.push('receipts'), { same: 'receipts' }));
    expect(screen.getByRole('alert')).toBe(alert);
    expect(button.isConnected).toBe(true);
    await userEvent.click(button);
    expect(runs.sort()).toEqual(['detail again', 'receipts']);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('leaves when the connection is back, asking the failed reads again by themselves', async () => {
    await renderApp('/user/login');
    const runs: string[] = [];
    act(() => {
      connectionLost();
      showRetry('network', () => runs.push('order'), { same: 'order', read: true });
    });
    expect(await screen.findByRole('button', { name: 'Retry' })).toBeTruthy();
    // Another call is answered: the server is reachable again.
    act(() => connectionAnswered());
    expect(runs).toEqual(['order']);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("stays for a failed write, whose sending again is the borrower's tap", async () => {
    await renderApp('/user/login');
    const runs: string[] = [];
    act(() => {
      connectionLost();
      showRetry('network', () => runs.push('order'), { same: 'order', read: true });
      showRetry('network', () => runs.push('repay'), { read: false });
    });
    act(() => connectionAnswered());
    expect(runs).toEqual(['order']);
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(runs).toEqual(['order', 'repay']);
  });

  it('is not brought over the next screen by a call the last one asked', () => {
    act(() => dismissRetry());
    showRetry('network', () => {}, { askedOnScreen: '#/repay/repay_detail' });
    expect(currentNotices()).toEqual([]);
  });

  it('hides while a screen shows its own offline Retry, and comes back after it', () => {
    showRetry('network', () => {});
    const release = holdRetryBanner();
    expect(currentNotices()).toEqual([]);
    release();
    expect(currentNotices().map((n) => n.kind)).toEqual(['retry']);
    act(() => dismissRetry());
  });
});
