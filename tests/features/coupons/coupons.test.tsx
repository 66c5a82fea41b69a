// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { couponHeadline } from '../../../src/lib/coupon-headline';
import { couponState } from '../../../src/features/coupons/coupon-state';
import { handle, startApiServer } from '../../app/support/api-server';
import { renderApp } from '../../app/support/render-app';
import { signIn } from '../feedback/support';

startApiServer();
beforeEach(() => {
  localStorage.clear();
  signIn();
});

const coupon = {
  couponId: 'c1',
  name: 'Welcome coupon',
  kind: 'fee' as const,
  usable: true,
  amount: 500,
  minLoanAmount: 10000,
  expiresAt: 4_000_000_000,
  status: 'usable' as const,
};

describe('coupons', () => {
  it('shows a coupon past its expiry as expired even before the server catches up', () => {
    expect(couponState(coupon, 100)).toBe('usable');
    expect(couponState({ ...coupon, expiresAt: 50 }, 100)).toBe('expired');
    expect(couponState({ ...coupon, status: 'used' }, 100)).toBe('used');
  });

  it('says what a coupon takes off: shillings or a percent, of the fee or of the interest', () => {
    expect(couponHeadline({ kind: 'fee', amount: 2000 }, 'TZ')).toEqual({
      key: 'card.off.feeAmount',
      values: { amount: 'TZS 2,000' },
    });
    expect(couponHeadline({ kind: 'interest', amount: 0, percent: 10 }, 'KE')).toEqual({
      key: 'card.off.interestPercent',
      values: { percent: 10 },
    });
    expect(couponHeadline({ kind: 'interest', amount: 300 }, 'KE').key).toBe(
      'card.off.interestAmount',
    );
  });

  it('shows fee and interest coupons in words, in Swahili too', async () => {
    const interest = {
      ...coupon,
      couponId: 'c2',
      kind: 'interest' as const,
      amount: 0,
      percent: 10,
      minLoanAmount: 5000,
    };
    handle('lotteryDrawIsShow', () => ({ data: { show: false } }));
    handle('lotteryDrawCouponQuantity', () => ({ data: { quantity: 2 } }));
    handle('lotteryDrawCoupons', () => ({ data: { total: 2, list: [coupon, interest] } }));
    await renderApp('/coupons', 'sw_KE');
    expect(await screen.findByText('Punguzo la TZS 500 kwenye ada')).toBeTruthy();
    expect(screen.getByText('Punguzo la 10% kwenye riba')).toBeTruthy();
    // The server's prize name is English data: the card says what the coupon does instead.
    expect(screen.queryByText('Welcome coupon')).toBeNull();
  });

  it('asks a visitor to log in and brings them back to the coupons', async () => {
    localStorage.clear();
    await renderApp('/coupons');
    const login = await screen.findByRole('link', { name: 'Log in' });
    expect(login.getAttribute('href')).toBe('/user/login?redirect=%2Fcoupons');
  });

  it('plays the draw, counts usable coupons and lists them with minimum loan and expiry', async () => {
    let won = false;
    handle('lotteryDrawIsShow', () => ({ data: { show: !won } }));
    handle('lotteryDrawCouponQuantity', () => ({ data: { quantity: won ? 1 : 0 } }));
    const lists = handle('lotteryDrawCoupons', ({ input }) => ({
      data: { total: 1, list: won && input.status === 'usable' ? [coupon] : [] },
    }));
    handle('lotteryDrawCreate', () => {
      won = true;
      return { data: { coupon } };
    });
    await renderApp('/coupons');
    expect(await screen.findByText('No coupons to use right now.')).toBeTruthy();
    await userEvent.click(await screen.findByRole('button', { name: 'Draw now' }));
    expect(
      await screen.findByText('You won TZS 500 off the fee. It is in your usable coupons.'),
    ).toBeTruthy();
    expect(await screen.findByText('TZS 500 off the fee')).toBeTruthy();
    expect(screen.getByText('For loans of TZS 10,000 or more')).toBeTruthy();
    expect(await screen.findByText('You have 1 coupon to use')).toBeTruthy();
    await userEvent.click(screen.getByText('Expired'));
    await waitFor(() => expect(lists.some((r) => r.input.status === 'expired')).toBe(true));
    expect(await screen.findByText('No expired coupons.')).toBeTruthy();
  });
});
