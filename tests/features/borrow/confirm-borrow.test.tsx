// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { setItem } from '../../../src/lib/storage';
import { handle, startApiServer } from '../../app/support/api-server';
import { renderApp } from '../../app/support/render-app';
import { product, quoteFor, summary } from './fixtures';

startApiServer();

beforeEach(() => {
  localStorage.clear();
  setItem('token', { Authorization: 't' });
  setItem('userInfo', {
    userId: '42',
    mobile: '+255712345678',
    country: 'TZ',
    createdAt: 1700000000,
  });
});

function confirmScreen() {
  handle('loanOrderLatest', () => ({ data: { order: summary(14) } }));
  const quotes = handle('confirmProductInfo', ({ input }) => ({
    data: { orderNo: 'A1', product, quote: quoteFor(input.amount ?? 60000, input.days ?? 91) },
  }));
  handle('productStepAmount', () => ({
    data: { amounts: [1000, 30000, 60000], terms: [91, 180] },
  }));
  handle('lotteryDrawCoupons', () => ({ data: { list: [], total: 0 } }));
  return quotes;
}

describe('confirm_borrow', () => {
  it('shows the server quote and key facts, and re-quotes when the amount and term change', async () => {
    const quotes = confirmScreen();
    await renderApp('/borrow/confirm_borrow');
    expect(await screen.findByText('TZS 60,000', { selector: 'p[aria-live]' })).toBeTruthy();
    const facts = screen.getByRole('region', { name: 'Key facts' });
    expect(facts.textContent).toContain('You receive TZS 56,460 in your wallet.');
    expect(facts.textContent).toContain('You repay TZS 64,488 by 2026\u201101\u201101.');
    expect(facts.textContent).toContain('Total cost of credit: TZS 8,028.');
    expect(facts.textContent).toContain('(APR): 62.4%');
    await userEvent.click(screen.getByRole('button', { name: 'Lower amount' }));
    await userEvent.click(screen.getByText('180 days'));
    await waitFor(() => expect(quotes.at(-1)?.input).toMatchObject({ amount: 30000, days: 180 }));
    expect(await screen.findByText(/You receive TZS 28,230/)).toBeTruthy();
  });

  it('asks for the agreement and the signature, then submits once through finish_loading', async () => {
    confirmScreen();
    const submits = handle('submit', () => ({ data: { orderNo: 'A1', status: 1 } }));
    const { router } = await renderApp('/borrow/confirm_borrow');
    await userEvent.click(await screen.findByRole('button', { name: 'Confirm and sign' }));
    expect(screen.getByText('Please agree to the loan agreement')).toBeTruthy();
    expect(screen.getByText('Please type your full name to sign')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'loan agreement' }).getAttribute('href')).toBe(
      '/agreements',
    );
    await userEvent.click(screen.getByRole('checkbox'));
    await userEvent.type(
      screen.getByRole('textbox', { name: /Sign with your full name/ }),
      'Asha Juma',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Confirm and sign' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/review_tips'));
    expect(submits).toHaveLength(1);
    expect(submits[0]?.input).toMatchObject({
      orderNo: 'A1',
      amount: 60000,
      days: 91,
      agreed: true,
      signature: 'Asha Juma',
    });
  });

  it('retries the very same submit after a failure (no second order)', async () => {
    confirmScreen();
    let n = 0;
    const submits = handle('submit', () =>
      ++n === 1 ? { error: 'submitFailed' } : { data: { orderNo: 'A1', status: 1 } },
    );
    const { router } = await renderApp('/borrow/confirm_borrow');
    await userEvent.click(await screen.findByRole('checkbox'));
    await userEvent.type(
      screen.getByRole('textbox', { name: /Sign with your full name/ }),
      'Asha Juma',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Confirm and sign' }));
    expect(await screen.findByText('The request failed Please try again')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/review_tips'));
    expect(submits).toHaveLength(2);
    expect(submits[1]?.input).toEqual({ ...submits[0]?.input, t: submits[1]?.input.t });
  });

  it('previews a coupon on the quote, lowers the key facts and submits its id', async () => {
    handle('loanOrderLatest', () => ({ data: { order: summary(14) } }));
    handle('confirmProductInfo', () => ({ data: { orderNo: 'A1', product, quote: quoteFor() } }));
    handle('productStepAmount', () => ({ data: { amounts: [1000, 60000], terms: [91] } }));
    const coupon = {
      couponId: 'c1',
      name: 'Fee 500 off',
      kind: 'fee' as const,
      amount: 500,
      minLoanAmount: 1000,
      expiresAt: 4102444800,
      status: 'usable' as const,
      usable: true,
    };
    handle('lotteryDrawCoupons', () => ({
      data: {
        list: [coupon, { ...coupon, couponId: 'c2', name: 'Too big', minLoanAmount: 100000 }],
        total: 2,
      },
    }));
    const previews = handle('lotteryDrawCouponUse', () => ({
      data: { feeOff: 500, interestOff: 0, discount: 500 },
    }));
    const submits = handle('submit', () => ({ data: { orderNo: 'A1', status: 1 } }));
    const { router } = await renderApp('/borrow/confirm_borrow');
    const select = await screen.findByRole('combobox', { name: 'Coupon' });
    expect(screen.queryByRole('option', { name: 'Too big' })).toBeNull();
    await userEvent.selectOptions(select, 'c1');
    expect(await screen.findByText('This coupon saves 500')).toBeTruthy();
    expect(previews[0]?.input).toMatchObject({ couponId: 'c1', principal: 60000, fee: 3000 });
    expect(screen.getByRole('region', { name: 'Key facts' }).textContent).toContain(
      'You repay TZS 63,988',
    );
    await userEvent.click(screen.getByRole('checkbox'));
    await userEvent.type(
      screen.getByRole('textbox', { name: /Sign with your full name/ }),
      'Asha Juma',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Confirm and sign' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/review_tips'));
    expect(submits[0]?.input.couponId).toBe('c1');
  });

  it('lets an approved borrower cancel before the money is sent', async () => {
    handle('loanOrderLatest', () => ({ data: { order: summary(18) } }));
    handle('getMoneyTime', () => ({
      data: { autoDisburseAt: 1767214800, expiresAt: 1767301200, now: 1767200000 },
    }));
    const cancels = handle('cancelDrawMoney', () => ({ data: { orderNo: 'A1', status: 8 } }));
    // Home, where the borrower lands, loads its range while this test reads the notice.
    handle('homepageData', () => 'hang');
    const { router } = await renderApp('/borrow/confirm_borrow');
    expect(await screen.findByText(/automatically at 2026-01-01 00:00/)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel this loan' }));
    await userEvent.click(screen.getByRole('button', { name: 'Yes, cancel' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(cancels[0]?.input.orderNo).toBe('A1');
    expect(await screen.findByText('Cancellation success')).toBeTruthy();
  });
});

describe('lending', () => {
  it('says 10 to 60 minutes while disbursing', async () => {
    handle('loanOrderLatest', () => ({ data: { order: summary(7) } }));
    await renderApp('/borrow/lending');
    expect(await screen.findByText(/10 to 60 minutes/)).toBeTruthy();
  });

  it('moves on to repayment once the money is out', async () => {
    handle('loanOrderLatest', () => ({ data: { order: summary(2) } }));
    // The repayment screen starts loading its bill as soon as it opens; this test stops at the move.
    handle('repaymentDetail', () => 'hang');
    const { router } = await renderApp('/borrow/lending');
    await waitFor(() => expect(router.state.location.pathname).toBe('/repay/repay_detail'));
  });

  it('reports a failed cancellation', async () => {
    handle('loanOrderLatest', () => ({ data: { order: summary(18) } }));
    handle('getMoneyTime', () => ({
      data: { autoDisburseAt: 1767214800, expiresAt: 1767301200, now: 1767200000 },
    }));
    handle('cancelDrawMoney', () => ({ error: 'orderStatusInvalid' }));
    await renderApp('/borrow/lending');
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel this loan' }));
    await userEvent.click(screen.getByRole('button', { name: 'Yes, cancel' }));
    expect(await screen.findByText('Cancellation fail')).toBeTruthy();
  });
});
