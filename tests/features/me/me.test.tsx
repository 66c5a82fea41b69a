// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { getItem, setItem } from '../../../src/lib/storage';
import { handle, startApiServer } from '../../app/support/api-server';
import { renderApp } from '../../app/support/render-app';

startApiServer();

const user = {
  userId: '42',
  mobile: '+255712345678',
  country: 'TZ' as const,
  createdAt: 1700000000,
};

beforeEach(() => localStorage.clear());

/** The background reads of Me for a signed-in borrower: the feedback red dot and the coupon count. */
function serviceReads(unread = 0, quantity = 0) {
  handle('feedbackRedDotMarker', () => ({ data: { unread, show: unread > 0 } }));
  handle('lotteryDrawCouponQuantity', () => ({ data: { quantity } }));
}

describe('me', () => {
  it('lists the §2 links and the masked number, and logs out home keeping the language', async () => {
    setItem('token', { Authorization: 't' });
    setItem('userInfo', user);
    handle('getUserInfo', () => ({ data: user }));
    const logouts = handle('logout', () => ({ data: {} }));
    serviceReads();
    const { router } = await renderApp('/me');
    expect(await screen.findByRole('heading', { name: '0712***678' })).toBeTruthy();
    for (const label of [
      'Coupons',
      'FAQ',
      'About us',
      'Customer service',
      'Settings',
      'Agreements',
    ]) {
      expect(screen.getByRole('link', { name: label })).toBeTruthy();
    }
    expect(screen.getByRole('link', { name: 'Settings' }).getAttribute('href')).toBe(
      '/user_center/settings',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Log out' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(getItem('token')).toBeNull();
    expect(getItem('userInfo')).toBeNull();
    expect(getItem('language')).toBe('en');
    // The server ended the session too, with the token the phone held.
    await waitFor(() => expect(logouts).toHaveLength(1));
    expect(logouts[0]?.headers.get('Authorization')).toBe('t');
  });

  it('refreshes the user from the server, which ends a session replaced on another device (§8)', async () => {
    setItem('token', { Authorization: 't' });
    setItem('userInfo', user);
    const calls = handle('getUserInfo', () => ({ error: 'loggedInElsewhere' }));
    serviceReads();
    const { router } = await renderApp('/me');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(calls[0]?.headers.get('Authorization')).toBe('t');
    expect(getItem('token')).toBeNull();
    expect(await screen.findByText('The account is logged in from another device')).toBeTruthy();
  });

  it('marks Customer service with a red dot for an unseen reply and shows the usable coupon count', async () => {
    setItem('token', { Authorization: 't' });
    setItem('userInfo', user);
    handle('getUserInfo', () => ({ data: user }));
    serviceReads(2, 3);
    await renderApp('/me');
    expect(await screen.findByRole('img', { name: 'New reply' })).toBeTruthy();
    expect(screen.getByRole('link', { name: /Customer service/ }).textContent).toContain(
      'Customer service',
    );
    expect(screen.getByRole('link', { name: /Coupons/ }).textContent).toContain('3');
  });

  it('offers login to a visitor and comes back to /me afterwards', async () => {
    await renderApp('/me');
    const login = await screen.findByRole('link', { name: 'Log in or register' });
    expect(login.getAttribute('href')).toBe('/user/login?redirect=%2Fme');
    expect(screen.queryByRole('button', { name: 'Log out' })).toBeNull();
  });
});
