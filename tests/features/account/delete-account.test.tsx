// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { getItem, setItem } from '../../../src/lib/storage';
import { handle, startApiServer } from '../../app/support/api-server';
import { renderApp } from '../../app/support/render-app';

startApiServer();

const retention = { records: ['loans' as const, 'repayments' as const], years: 7 };
const PATH = '/user_center/delete_account';

beforeEach(() => {
  localStorage.clear();
  setItem('token', { Authorization: 't' });
  handle('getUserInfo', () => ({
    data: { userId: '42', mobile: '+255712345678', country: 'TZ', createdAt: 1700000000 },
  }));
});

describe('delete account (§4)', () => {
  it('is blocked by an unpaid loan, with what to do', async () => {
    handle('userDeleteCheck', () => ({
      data: { canDelete: false, blockedBy: 'unpaidLoan', retention },
    }));
    await renderApp(PATH);
    expect(await screen.findByText('You have an unpaid loan')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See my loans' }).getAttribute('href')).toBe(
      '/records',
    );
  });

  it('says when the check could not reach the server, and checks again on Retry', async () => {
    // The connection stays down until the borrower taps Retry: the page says so and a Retry shows
    // (the banner's, or the page's own while the banner is away), and the tap checks again.
    let online = false;
    let attempts = 0;
    handle('userDeleteCheck', () => {
      attempts += 1;
      return online ? { data: { canDelete: true, retention } } : 'network';
    });
    await renderApp(PATH);
    expect(
      await screen.findByText(
        'We could not check your account. Check your connection and try again.',
      ),
    ).toBeTruthy();
    const retry = await screen.findByRole('button', { name: 'Retry' });
    expect(screen.getAllByRole('button', { name: 'Retry' })).toHaveLength(1);
    const before = attempts;
    online = true;
    await userEvent.click(retry);
    expect(await screen.findByRole('button', { name: 'Delete my account' })).toBeTruthy();
    expect(attempts).toBeGreaterThan(before);
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
  });

  it('checks again by itself when the connection comes back, and the banner leaves (decision 0045)', async () => {
    let online = false;
    handle('userDeleteCheck', () =>
      online ? { data: { canDelete: true, retention } } : 'network',
    );
    await renderApp(PATH);
    expect(
      await screen.findByText(
        'We could not check your account. Check your connection and try again.',
      ),
    ).toBeTruthy();
    online = true;
    window.dispatchEvent(new Event('online'));
    expect(await screen.findByRole('button', { name: 'Delete my account' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
  });

  it('is blocked by a pending application', async () => {
    handle('userDeleteCheck', () => ({
      data: { canDelete: false, blockedBy: 'pendingApplication', retention },
    }));
    await renderApp(PATH, 'sw_KE');
    expect(await screen.findByText('Maombi yako bado yanashughulikiwa')).toBeTruthy();
  });

  it('needs exactly one reason and a 6-digit code, confirms, deletes and ends the session', async () => {
    handle('userDeleteCheck', () => ({ data: { canDelete: true, retention } }));
    const sent = handle('getVerifyCodeDeleteUser', () => ({ data: { resendAfter: 60 } }));
    const verified = handle('verifyCodeDeleteUser', () => ({
      data: { ticket: 'tk', expiresAt: 1 },
    }));
    const deleted = handle('userDelete', () => ({
      data: { retention, retainedUntil: 1_900_000_000 },
    }));
    const { router } = await renderApp(PATH);
    expect(
      await screen.findByText(
        /we keep only your loan agreements and orders, repayment records for 7 years/,
      ),
    ).toBeTruthy();
    const radios = screen.getAllByRole('radio');
    expect(radios).toHaveLength(8);

    await userEvent.click(screen.getByRole('button', { name: 'Delete my account' }));
    expect(await screen.findByText('Please select one reason')).toBeTruthy();
    // Nothing typed yet: what to do, not "Invalid".
    expect(screen.getByText('Enter the code')).toBeTruthy();
    expect(screen.queryByText('Invalid verification code')).toBeNull();

    await userEvent.click(screen.getByRole('radio', { name: 'I am worried about my privacy' }));
    await userEvent.click(screen.getByRole('button', { name: 'Get code' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(await screen.findByRole('button', { name: /Resend in/ })).toBeTruthy();
    await userEvent.type(screen.getByRole('textbox', { name: /Verification code/ }), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Delete my account' }));

    const dialog = await screen.findByRole('dialog', { name: 'Delete your account?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes, delete' }));
    expect(await screen.findByText('Your account has been deleted')).toBeTruthy();
    expect(verified[0]?.input.code).toBe('123456');
    expect(deleted[0]?.input).toMatchObject({ ticket: 'tk', reason: 5 });
    expect(screen.getByText('Kept records are erased after 17/03/2030.')).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(getItem('token')).toBeNull();
  });

  it('shows a wrong code under the code field and keeps the account', async () => {
    handle('userDeleteCheck', () => ({ data: { canDelete: true, retention } }));
    handle('verifyCodeDeleteUser', () => ({ error: 'codeInvalid' }));
    await renderApp(PATH);
    await userEvent.click(await screen.findByRole('radio', { name: 'Another reason' }));
    await userEvent.type(screen.getByRole('textbox', { name: /Verification code/ }), '000000');
    await userEvent.click(screen.getByRole('button', { name: 'Delete my account' }));
    await userEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes, delete' }),
    );
    expect(await screen.findByText('Invalid verification code')).toBeTruthy();
    expect(getItem('token')).not.toBeNull();
  });
});
