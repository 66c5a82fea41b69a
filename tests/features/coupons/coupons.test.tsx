// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { couponState } from '../../../src/features/coupons/coupon-state';
import { handle, startApiServer } from '../../app/support/api-server';
import { renderApp } from '../../app/support/render-app';
import { signIn } from '../feedback/support';

startApiServer();
beforeEach(() => {
  localStorage.clear();
  signIn();
});

const coupon = { couponId: 'c1', name: 'Welcome coupon', kind: 'fee' as const, usable: true, amount: 500, minLoanAmount: 10000, expiresAt: 4_000_000_000, status: 'usable' as const };

describe('coupons', () => {
  it('shows a coupon past its expiry as expired even before the server catches up', () => {
    expect(couponState(coupon, 100)).toBe('usable');
    expect(couponState({ ...coupon, expiresAt: 50 }, 100)).toBe('expired');
    expect(couponState({ ...coupon, status: 'used' }, 100)).toBe('used');
  });

  it('plays the draw, counts usable coupons and lists them with minimum loan and expiry', async () => {
    let won = false;
    handle('lotteryDrawIsShow', () => ({ data: { show: !won } }));
    handle('lotteryDrawCouponQuantity', () => ({ data: { quantity: won ? 1 : 0 } }));
    const lists = handle('lotteryDrawCoupons', ({ input }) => ({ data: { total: 1, list: won && input.status === 'usable' ? [coupon] : [] } }));
    handle('lotteryDrawCreate', () => {
      won = true;
      return { data: { coupon } };
    });
    await renderApp('/coupons');
    expect(await screen.findByText('No coupons to use right now.')).toBeTruthy();
    await userEvent.click(await screen.findByRole('button', { name: 'Draw now' }));
    expect(await screen.findByText('You won: Welcome coupon. It is in your usable coupons.')).toBeTruthy();
    expect(await screen.findByText('TZS 500 off')).toBeTruthy();
    expect(screen.getByText('For loans of TZS 10,000 or more')).toBeTruthy();
    expect(await screen.findByText('You have 1 coupon to use')).toBeTruthy();
    await userEvent.click(screen.getByText('Expired'));
    await waitFor(() => expect(lists.some((r) => r.input.status === 'expired')).toBe(true));
    expect(await screen.findByText('No expired coupons.')).toBeTruthy();
  });
});
