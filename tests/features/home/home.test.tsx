// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { setItem } from '../../../src/lib/storage';
import { handle, startApiServer } from '../../app/support/api-server';
import { renderApp } from '../../app/support/render-app';
import { quoteFor } from '../borrow/fixtures';

startApiServer();

const user = {
  userId: '42',
  mobile: '+255712345678',
  country: 'TZ' as const,
  createdAt: 1700000000,
};
const product = {
  productId: 'p1',
  name: 'Mkopo',
  currency: 'TZS' as const,
  minAmount: 1000,
  maxAmount: 60000,
  stepAmount: 1000,
  terms: [91],
  interestRatePerDay: 0.08,
  feeRate: 5,
  feeTaxRate: 18,
  penaltyRatePerDay: 2,
};
const order = (status: 1 | 2 | 3 | 4 | 7 | 9 | 10 | 14) => ({
  orderNo: 'A1',
  status,
  productName: 'Mkopo',
  currency: 'TZS' as const,
  loanAmount: 50000,
  repayAmount: 53740,
  days: 91,
  dueDate: 1767214800,
  createdAt: 1760000000,
});

function signIn() {
  setItem('token', { Authorization: 't' });
  setItem('userInfo', user);
  handle('homepageData', () => ({ data: { currency: 'TZS', minAmount: 1000, maxAmount: 60000 } }));
  handle('getCreditInfo', () => ({
    data: { currency: 'TZS', creditLimit: 60000, availableLimit: 60000, level: 1 },
  }));
  // A finished loan's receipts: Home asks whether money beyond the debt waits for a choice.
  handle('repaymentReceipts', () => ({
    data: { list: [], credit: { credit: 0, refunding: 0, refunded: 0, carried: 0 } },
  }));
}

beforeEach(() => localStorage.clear());

describe('home, signed out', () => {
  it('hides the amounts from a visitor and sends Apply to login, then to the application', async () => {
    const { router } = await renderApp('/');
    expect(await screen.findByText('Available amount')).toBeTruthy();
    expect(screen.getByText('TZS ***** – *****')).toBeTruthy();
    for (const step of ['Application', 'Identity', 'Get money'])
      expect(screen.getByText(step)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Apply now' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/user/login'));
    expect(router.state.location.search).toBe('?redirect=%2Fauth');
  });
});

describe('home, signed in', () => {
  it('shows the range and opens a first order at the screen of its starting status', async () => {
    signIn();
    handle('loanOrderLatest', () => ({ data: {} }));
    handle('productListMarket', () => ({ data: { list: [product] } }));
    const applied = handle('loanOrderApplyMarket', () => ({ data: { orderNo: 'A1', status: 6 } }));
    const { router } = await renderApp('/');
    expect(await screen.findByRole('heading', { name: 'Hello, 0712***678' })).toBeTruthy();
    expect(await screen.findByText('TZS 1,000 – 60,000')).toBeTruthy();
    await userEvent.click(await screen.findByRole('button', { name: 'Apply now' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/personal_infomation'));
    expect(applied[0]?.input.productId).toBe('p1');
  });

  it.each([
    [1, 'Assessing', /5-10 minutes/],
    [7, 'Disbursing', /10 to 60 minutes/],
    [10, 'Failed', /We could not send the money\. Nothing is owed\. You can apply again/],
    // No higher limit is promised unless the next application gets one (raised-limit-offer.test).
    [4, 'Finished', /You can apply again/],
  ] as const)('words status %i as %s', async (status, label, body) => {
    signIn();
    handle('loanOrderLatest', () => ({ data: { order: order(status) } }));
    await renderApp('/');
    expect(await screen.findByText(label)).toBeTruthy();
    expect(screen.getByText(body)).toBeTruthy();
    expect(screen.getByText('TZS 50,000')).toBeTruthy();
  });

  it.each([
    [
      7,
      { payout: { status: 'delayed', since: 1767200000, cause: 'float' } },
      /delayed on our side/,
    ],
    [10, { payoutFailed: { cause: 'wallet' } }, /Link another wallet, then apply again/],
    [10, { payoutFailed: { cause: 'rail' } }, /the fault was ours, not your wallet's/],
  ] as const)(
    'words a payout of status %i by whose fault it is: %j',
    async (status, told, body) => {
      signIn();
      handle('loanOrderLatest', () => ({ data: { order: { ...order(status), ...told } } }));
      await renderApp('/');
      expect(await screen.findByText(body)).toBeTruthy();
      expect(screen.queryByText(/check your wallet/i)).toBeNull();
    },
  );

  it('sends an overdue borrower to repay with Repay Now', async () => {
    signIn();
    handle('loanOrderLatest', () => ({ data: { order: order(3) } }));
    const { router } = await renderApp('/');
    await userEvent.click(await screen.findByRole('button', { name: 'Repay Now' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/repay/repay_detail'));
  });

  it('continues an incomplete order where it stopped instead of opening another', async () => {
    signIn();
    handle('loanOrderLatest', () => ({ data: { order: order(14) } }));
    const { router } = await renderApp('/');
    expect(screen.queryByRole('button', { name: 'Apply now' })).toBeNull();
    await userEvent.click(await screen.findByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/borrow/confirm_borrow'));
  });

  it('tells a rejected borrower when to apply again and re-applies with a new order', async () => {
    signIn();
    handle('loanOrderLatest', () => ({ data: { order: order(9) } }));
    handle('isRejectRecommendation', () => ({
      data: { show: true, reapplyAt: 1767214800, products: [] },
    }));
    handle('productListMarket', () => ({ data: { list: [product] } }));
    handle('loanOrderApplyMarketAgain', () => ({ error: 'reapplyTooSoon' }));
    await renderApp('/');
    expect(await screen.findByText(/apply again from 01\/01\/2026/)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Apply again' }));
    expect(
      await screen.findByText('You cannot apply again yet. Please try again later'),
    ).toBeTruthy();
  });

  it('offers a rejected borrower the partner products operations listed, opening outside the app', async () => {
    signIn();
    handle('loanOrderLatest', () => ({ data: { order: order(9) } }));
    handle('isRejectRecommendation', () => ({
      data: {
        show: true,
        reapplyAt: 1767214800,
        products: [{ name: 'Partner Loans', url: 'https://partner.example/apply' }],
      },
    }));
    handle('productListMarket', () => ({ data: { list: [product] } }));
    await renderApp('/');
    const partners = await screen.findByRole('region', { name: 'Other lenders you may try' });
    const link = within(partners).getByRole('link', { name: 'Partner Loans' });
    expect(link.getAttribute('href')).toBe('https://partner.example/apply');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('shows no partner section when none are listed', async () => {
    signIn();
    handle('loanOrderLatest', () => ({ data: { order: order(9) } }));
    const seen = handle('isRejectRecommendation', () => ({
      data: { show: true, reapplyAt: 1767214800, products: [] },
    }));
    handle('productListMarket', () => ({ data: { list: [product] } }));
    await renderApp('/');
    expect(await screen.findByText(/apply again from 01\/01\/2026/)).toBeTruthy();
    expect(seen).toHaveLength(1);
    expect(screen.queryByRole('region', { name: 'Other lenders you may try' })).toBeNull();
  });

  // Regression: the cached finished order sent the borrower from confirm straight back home.
  it("applies again after a finished loan and stays on the new order's confirm screen", async () => {
    signIn();
    let applied = false;
    handle('loanOrderLatest', () => ({ data: { order: applied ? order(14) : order(4) } }));
    handle('productListMarket', () => ({ data: { list: [product] } }));
    handle('loanOrderApplyMarketAgain', () => {
      applied = true;
      return { data: { orderNo: 'A2', status: 14 } };
    });
    handle('confirmProductInfo', () => ({
      data: {
        orderNo: 'A2',
        quoteId: 'q2',
        expiresAt: 1767214800,
        product,
        quote: quoteFor(150000),
      },
    }));
    handle('productStepAmount', () => ({ data: { amounts: [1000, 150000], terms: [91] } }));
    handle('lotteryDrawCoupons', () => ({ data: { list: [], total: 0 } }));
    const { router } = await renderApp('/');
    await userEvent.click(await screen.findByRole('button', { name: 'Apply again' }));
    expect(await screen.findByRole('region', { name: 'Key facts' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/borrow/confirm_borrow');
  });

  it('shows a failed read with Retry', async () => {
    setItem('token', { Authorization: 't' });
    setItem('userInfo', user);
    let calls = 0;
    handle('homepageData', () =>
      ++calls === 1
        ? { error: 'internal' }
        : { data: { currency: 'TZS', minAmount: 1000, maxAmount: 30000 } },
    );
    handle('loanOrderLatest', () => ({ data: {} }));
    await renderApp('/');
    await userEvent.click(await screen.findByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('TZS 1,000 – 30,000')).toBeTruthy();
  });
});
