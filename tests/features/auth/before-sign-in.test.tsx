// @vitest-environment jsdom
/**
 * Before signing in (issue: no language switch on login and register, as Settings is protected;
 * "Get code" for an unregistered number on login bounced to register without sending a code).
 */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { getItem } from '../../../src/lib/storage';
import { handle, startApiServer } from '../../app/support/api-server';
import { renderApp } from '../../app/support/render-app';

startApiServer();

beforeEach(() => localStorage.clear());

describe('before signing in', () => {
  it('switches login to Kiswahili and back, and keeps the choice', async () => {
    await renderApp('/user/login');
    const ui = userEvent.setup();
    await ui.click(await screen.findByRole('button', { name: 'Kiswahili' }));
    expect(await screen.findByLabelText('Namba ya simu')).toBeTruthy();
    expect(getItem('language')).toBe('sw_TZ');
    expect(screen.getByRole('button', { name: 'Kiswahili' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    await ui.click(screen.getByRole('button', { name: 'English' }));
    expect(await screen.findByLabelText('Mobile number')).toBeTruthy();
  });

  it('offers the switch on register too', async () => {
    await renderApp('/user/register');
    await userEvent.click(await screen.findByRole('button', { name: 'Kiswahili' }));
    expect(await screen.findByLabelText('Namba ya simu')).toBeTruthy();
  });

  it('sends the register code for an unregistered number asked on login, number kept', async () => {
    handle('existsByMobile', () => ({ data: { exists: false } }));
    const codes = handle('getVerifyCode', () => ({ data: { resendAfter: 60 } }));
    const { router } = await renderApp('/user/login');
    const ui = userEvent.setup();
    await ui.type(await screen.findByLabelText('Mobile number'), '0712345678');
    await ui.click(screen.getByRole('button', { name: 'Get code' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/user/register'));
    expect(await screen.findByText(/not registered yet/)).toBeTruthy();
    expect(await screen.findByRole('button', { name: /Resend in/ })).toBeTruthy();
    expect(codes).toHaveLength(1);
    expect(codes[0]?.input).toMatchObject({ mobile: '+255712345678', type: 'register' });
    expect(screen.getByLabelText('Mobile number')).toHaveProperty('value', '0712345678');
  });
});
