// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { setItem } from '../../../src/lib/storage';
import { handle, startApiServer } from '../../app/support/api-server';
import { renderApp } from '../../app/support/render-app';

startApiServer();

beforeEach(() => {
  localStorage.clear();
  setItem('token', { Authorization: 't' });
  // Where the next step leads is read afresh after each step.
  handle('loanOrderLatest', () => ({ data: {} }));
  setItem('userInfo', {
    userId: '42',
    mobile: '+255754123456',
    country: 'TZ',
    createdAt: 1700000000,
  });
});

describe('add_bankcard', () => {
  it('suggests the wallet from the prefix, lets the borrower change it, and binds with both SMS codes', async () => {
    const codes = handle('getVerifyCode', () => ({ data: { resendAfter: 60 } }));
    const ownCodes = handle('getVerifyCodeBindCard', () => ({ data: { resendAfter: 60 } }));
    let first = true;
    const binds = handle('addBankCard', () => {
      if (first) {
        first = false;
        return { error: 'codeInvalid', errors: [{ field: 'ownCode', key: 'errors:codeInvalid' }] };
      }
      return { data: { orderNo: 'A1', status: 14 } };
    });
    // The open order the progress names is at confirm once the wallet is bound.
    handle('loanOrderLatest', () => ({
      data: first
        ? {}
        : {
            order: {
              orderNo: 'A1',
              status: 14,
              productName: 'Mkopo',
              currency: 'TZS',
              loanAmount: 0,
              repayAmount: 0,
              days: 91,
              createdAt: 1,
            },
          },
    }));
    const { router } = await renderApp('/bank_account/add_bankcard');
    const account = await screen.findByRole('textbox', { name: /Wallet account number/ });
    expect((account as HTMLInputElement).value).toBe('0754123456');
    // The example has the country's length and no operator's prefix.
    expect(screen.getByText('The mobile number of the wallet, e.g. 0123 456 789')).toBeTruthy();
    expect((screen.getByRole('radio', { name: 'M-Pesa' }) as HTMLInputElement).checked).toBe(true);
    // The account's own number needs one code only.
    expect(screen.queryByRole('textbox', { name: /registered number/ })).toBeNull();
    await userEvent.clear(account);
    await userEvent.type(account, '0621234567');
    expect((screen.getByRole('radio', { name: 'HaloPesa' }) as HTMLInputElement).checked).toBe(
      true,
    );
    await userEvent.click(screen.getByRole('radio', { name: 'Tigo Pesa / Mixx by Yas' }));
    const [walletButton, ownButton] = screen.getAllByRole('button', { name: 'Get code' });
    await userEvent.click(walletButton!);
    expect(await screen.findByRole('button', { name: /Resend in/ })).toBeTruthy();
    expect(codes[0]?.input).toMatchObject({ mobile: '+255621234567', type: 'bindCard' });
    await userEvent.type(screen.getByRole('textbox', { name: 'Verification code' }), '123456');
    const own = screen.getByRole('textbox', { name: /Code sent to your registered number/ });
    // Without the own-number code the form says so and calls nothing.
    await userEvent.click(screen.getByRole('button', { name: 'Save wallet' }));
    expect(await screen.findByText('Enter the code')).toBeTruthy();
    expect(binds).toHaveLength(0);
    await userEvent.click(ownButton!);
    await waitFor(() => expect(ownCodes).toHaveLength(1));
    await userEvent.type(own, '654321');
    await userEvent.click(screen.getByRole('button', { name: 'Save wallet' }));
    // The refusal names the own-number field: its message sits under that field.
    const refused = await screen.findByText('Invalid verification code');
    expect(own.getAttribute('aria-describedby')).toContain(refused.id);
    await userEvent.click(screen.getByRole('button', { name: 'Save wallet' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/borrow/confirm_borrow'));
    expect(binds[1]?.input).toMatchObject({
      bankCode: 'tigo',
      account: '+255621234567',
      code: '123456',
      ownCode: '654321',
    });
  });

  it("offers the signed-in borrower's country's wallets, whatever country this phone chose", async () => {
    setItem('country', 'TZ');
    setItem('userInfo', {
      userId: '43',
      mobile: '+254712345678',
      country: 'KE',
      createdAt: 1700000000,
    });
    await renderApp('/bank_account/add_bankcard');
    const account = await screen.findByRole('textbox', { name: /Wallet account number/ });
    expect((account as HTMLInputElement).value).toBe('0712345678');
    expect((screen.getByRole('radio', { name: 'M-Pesa' }) as HTMLInputElement).checked).toBe(true);
    expect(screen.getAllByRole('radio').map((r) => r.getAttribute('value'))).toEqual([
      'mpesa',
      'airtel',
    ]);
  });

  it('refuses an empty number and a short code before calling the server', async () => {
    await renderApp('/bank_account/add_bankcard');
    const account = await screen.findByRole('textbox', { name: /Wallet account number/ });
    await userEvent.clear(account);
    await userEvent.click(screen.getByRole('button', { name: 'Get code' }));
    expect(screen.getByText('Mobile phone number cannot be empty')).toBeTruthy();
    await userEvent.type(account, '0754123456');
    await userEvent.type(screen.getByRole('textbox', { name: 'Verification code' }), '12');
    await userEvent.click(screen.getByRole('button', { name: 'Save wallet' }));
    expect(screen.getByText('Invalid verification code')).toBeTruthy();
  });
});
