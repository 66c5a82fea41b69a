// @vitest-environment jsdom
/**
 * The coupon on confirm is said in the borrower's language (issue: the server's English prize name
 * showed on the Kiswahili confirm screen): what it takes off, from the coupons' own words.
 */
import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { handle, startApiServer } from '../../app/support/api-server';
import { renderApp } from '../../app/support/render-app';
import { confirmAnswer, signedInBorrower, summary } from './fixtures';

startApiServer();

beforeEach(signedInBorrower);

describe('coupon on confirm', () => {
  it('names the coupon in Kiswahili by what it takes off, never by its English prize name', async () => {
    handle('loanOrderLatest', () => ({ data: { order: summary(14) } }));
    handle('confirmProductInfo', () => ({ data: confirmAnswer() }));
    handle('productStepAmount', () => ({ data: { amounts: [1000, 60000], terms: [91] } }));
    const coupon = {
      couponId: 'c1',
      name: 'Interest 10% off',
      kind: 'interest' as const,
      amount: 0,
      percent: 10,
      minLoanAmount: 1000,
      expiresAt: 4102444800,
      status: 'usable' as const,
      usable: true,
    };
    const fee = { ...coupon, couponId: 'c2', name: 'Fee cut', kind: 'fee' as const };
    handle('lotteryDrawCoupons', () => ({
      data: { list: [coupon, { ...fee, amount: 2000, percent: undefined }], total: 2 },
    }));
    await renderApp('/borrow/confirm_borrow', 'sw_KE');
    const select = await screen.findByRole('combobox', { name: 'Kuponi' });
    const options = [...select.querySelectorAll('option')].map((o) => o.textContent);
    expect(options).toEqual([
      'Bila kuponi',
      'Punguzo la 10% kwenye riba',
      'Punguzo la TZS 2,000 kwenye ada',
    ]);
  });
});
