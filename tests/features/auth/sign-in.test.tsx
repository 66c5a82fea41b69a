// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { getItem, setItem } from '../../../src/lib/storage';
import { handle, startApiServer } from '../../app/support/api-server';
import { renderApp } from '../../app/support/render-app';

startApiServer();

const E164 = '+255712345678';
const user = { userId: '42', mobile: E164, country: 'TZ' as const, createdAt: 1700000000 };

beforeEach(() => localStorage.clear());

async function requestCode(typed: string) {
  const ui = userEvent.setup();
  await ui.type(await screen.findByLabelText('Mobile number'), typed);
  await ui.click(screen.getByRole('button', { name: 'Get code' }));
  return ui;
}

describe('login', () => {
  it('says the number cannot be empty before any call', async () => {
    await renderApp('/user/login');
    await userEvent.click(await screen.findByRole('button', { name: 'Get code' }));
    expect(await screen.findByText('Mobile phone number cannot be empty')).toBeTruthy();
  });

  it('signs a registered number in and returns where the user wanted to go', async () => {
    const exists = handle('existsByMobile', () => ({ data: { exists: true } }));
    const codes = handle('getVerifyCode', () => ({ data: { resendAfter: 60 } }));
    const logins = handle('login', () => ({ data: { token: 'tok-42', userId: '42' } }));
    const infos = handle('getUserInfo', () => ({ data: user }));
    const { router } = await renderApp('/user/login?redirect=%2Fuser_center%2Fsettings');

    const ui = await requestCode('0712345678');
    expect(await screen.findByRole('button', { name: 'Resend in 60 s' })).toHaveProperty(
      'disabled',
      true,
    );
    expect(exists[0]?.input.mobile).toBe(E164);
    expect(codes[0]?.input).toMatchObject({ mobile: E164, type: 'login' });

    const code = screen.getByLabelText('Verification code');
    expect(code.getAttribute('autocomplete')).toBe('one-time-code');
    expect(code.getAttribute('inputmode')).toBe('numeric');
    await ui.type(code, '12a3456');
    await ui.click(screen.getByRole('button', { name: 'Log in' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/user_center/settings'));
    expect(logins[0]?.input).toMatchObject({ mobile: E164, code: '123456' });
    expect(infos[0]?.headers.get('authorization')).toBe('tok-42');
    expect(getItem('token')).toEqual({ Authorization: 'tok-42' });
    expect(getItem('userInfo')).toEqual(user);
  });

  it('accepts the number without its leading 0 and goes home without a remembered target', async () => {
    handle('existsByMobile', () => ({ data: { exists: true } }));
    const codes = handle('getVerifyCode', () => ({ data: { resendAfter: 60 } }));
    handle('login', () => ({ data: { token: 't', userId: '42' } }));
    handle('getUserInfo', () => ({ data: user }));
    const { router } = await renderApp('/user/login');
    const ui = await requestCode('712345678');
    await screen.findByRole('button', { name: 'Resend in 60 s' });
    expect(codes[0]?.input.mobile).toBe(E164);
    await ui.type(screen.getByLabelText('Verification code'), '654321');
    await ui.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('sends an unregistered number to register, keeping it', async () => {
    handle('existsByMobile', () => ({ data: { exists: false } }));
    handle('getVerifyCode', () => ({ data: { resendAfter: 60 } }));
    const { router } = await renderApp('/user/login?redirect=%2Fme');
    await requestCode('0712345678');
    await waitFor(() => expect(router.state.location.pathname).toBe('/user/register'));
    expect(router.state.location.search).toBe('?redirect=%2Fme');
    expect(await screen.findByText(/not registered yet/)).toBeTruthy();
    expect(screen.getByLabelText('Mobile number')).toHaveProperty('value', '0712345678');
  });

  it('shows "Invalid verification code" when the server refuses the code', async () => {
    handle('existsByMobile', () => ({ data: { exists: true } }));
    handle('getVerifyCode', () => ({ data: { resendAfter: 60 } }));
    handle('login', () => ({ error: 'codeInvalid' }));
    await renderApp('/user/login');
    const ui = await requestCode('0712345678');
    await ui.type(screen.getByLabelText('Verification code'), '000000');
    await ui.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('Invalid verification code')).toBeTruthy();
    expect(getItem('token')).toBeNull();
  });

  it('translates the other sign-in codes (Swahili)', async () => {
    handle('existsByMobile', () => ({ data: { exists: true } }));
    handle('getVerifyCode', () => ({ error: 'codeDailyLimit' }));
    await renderApp('/user/login', 'sw_KE');
    const ui = userEvent.setup();
    await ui.type(await screen.findByLabelText('Namba ya simu'), '0712345678');
    await ui.click(screen.getByRole('button', { name: 'Pata msimbo' }));
    expect(
      await screen.findByText('Umeomba misimbo mingi leo. Tafadhali jaribu kesho'),
    ).toBeTruthy();
  });
});

describe('register', () => {
  it('tells a registered number to log in, with a link that keeps the number', async () => {
    handle('existsByMobile', () => ({ data: { exists: true } }));
    const { router } = await renderApp('/user/register');
    const ui = await requestCode('0712345678');
    expect(
      await screen.findByText(/This number has been registered, please login directly/),
    ).toBeTruthy();
    const links = screen.getAllByRole('button', { name: 'Log in' });
    await ui.click(links[0]!);
    await waitFor(() => expect(router.state.location.pathname).toBe('/user/login'));
    expect(screen.getByLabelText('Mobile number')).toHaveProperty('value', '0712345678');
  });

  it('registers a new number and tells the native shell', async () => {
    const posted: string[] = [];
    window.__nativeBridge = { postMessage: (action) => posted.push(action) };
    handle('existsByMobile', () => ({ data: { exists: false } }));
    const codes = handle('getVerifyCode', () => ({ data: { resendAfter: 45 } }));
    handle('register', () => ({ data: { token: 'new', userId: '42' } }));
    handle('getUserInfo', () => ({ data: user }));
    try {
      const { router } = await renderApp('/user/register');
      const ui = await requestCode('0712345678');
      await screen.findByRole('button', { name: 'Resend in 45 s' });
      expect(codes[0]?.input.type).toBe('register');
      await ui.type(screen.getByLabelText('Verification code'), '111111');
      await ui.click(screen.getByRole('button', { name: 'Register' }));
      await waitFor(() => expect(router.state.location.pathname).toBe('/'));
      expect(posted).toContain('login');
    } finally {
      delete window.__nativeBridge;
    }
  });

  it('uses the chosen country for the prefix (Kenya)', async () => {
    setItem('country', 'KE');
    const exists = handle('existsByMobile', () => ({ data: { exists: true } }));
    await renderApp('/user/register');
    expect(await screen.findByText('+254')).toBeTruthy();
    await requestCode('0712345678');
    await screen.findByText(/already|registered/);
    expect(exists[0]?.input.mobile).toBe('+254712345678');
  });
});
