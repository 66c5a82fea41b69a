// @vitest-environment jsdom
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { showRetry } from '../../src/lib/api/notices';
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
    act(() => showRetry('network', () => runs.push('detail'), 'detail'));
    const button = await screen.findByRole('button', { name: 'Retry' });
    const alert = screen.getByRole('alert');
    // The same read fails again (a refresh), and another one too, while the finger is on its way.
    act(() => showRetry('network', () => runs.push('detail again'), 'detail'));
    act(() => showRetry('network', () => runs.push('receipts'), 'receipts'));
    expect(screen.getByRole('alert')).toBe(alert);
    expect(button.isConnected).toBe(true);
    await userEvent.click(button);
    expect(runs.sort()).toEqual(['detail again', 'receipts']);
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
