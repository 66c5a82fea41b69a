// @vitest-environment jsdom
/**
 * After a step the app goes to the screen of the order's new status and stays there (issue: after
 * the wallet a new borrower was bounced off confirm by the order Home had cached).
 */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { setItem } from '../../../src/lib/storage';
import { answerNotAvailable, handle, startApiServer } from '../../app/support/api-server';
import { renderApp } from '../../app/support/render-app';

// The confirm screen's own reads (quote, steps) are not this test's business.
startApiServer([answerNotAvailable]);

beforeEach(() => {
  localStorage.clear();
  setItem('token', { Authorization: 't' });
  setItem('userInfo', { userId: '42', mobile: '+255754123456', country: 'TZ', createdAt: 1 });
});

describe('the wallet step of a new borrower', () => {
  it('goes on to confirm and stays there, though Home had the order at the wallet step', async () => {
    let status: 5 | 14 = 5;
    const order = () => ({
      orderNo: 'A1',
      status,
      productName: 'Mkopo',
      currency: 'TZS' as const,
      loanAmount: 60000,
      repayAmount: 64000,
      days: 91,
      createdAt: 1,
    });
    handle('homepageData', () => ({
      data: { currency: 'TZS', minAmount: 1000, maxAmount: 60000 },
    }));
    const reads = handle('loanOrderLatest', () => ({ data: { order: order() } }));
    handle('getVerifyCode', () => ({ data: { resendAfter: 60 } }));
    handle('addBankCard', () => {
      status = 14;
      return { data: { orderNo: 'A1', status: 14 } };
    });
    const { router } = await renderApp('/');
    await userEvent.click(await screen.findByRole('button', { name: 'View details' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/bank_account/add_bankcard'));
    await userEvent.click(await screen.findByRole('button', { name: 'Get code' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Verification code' }), '123456');
    const readsBefore = reads.length;
    await userEvent.click(screen.getByRole('button', { name: 'Save wallet' }));

    await waitFor(() => expect(reads.length).toBeGreaterThan(readsBefore));
    await waitFor(() => expect(router.state.location.pathname).toBe('/borrow/confirm_borrow'), {
      timeout: 5000,
    });
    // Give a bounce the time to happen: the screen read the order afresh and kept the borrower.
    await new Promise((r) => setTimeout(r, 300));
    expect(router.state.location.pathname).toBe('/borrow/confirm_borrow');
  });

  it('opens the order and lands on confirm when a borrower came by Log in, with no order yet', async () => {
    let opened = false;
    const order = {
      orderNo: 'A2',
      status: 14 as const,
      productName: 'Mkopo',
      currency: 'TZS' as const,
      loanAmount: 0,
      repayAmount: 0,
      days: 91,
      createdAt: 1,
    };
    handle('loanOrderLatest', () => ({ data: opened ? { order } : {} }));
    handle('productListMarket', () => ({
      data: {
        list: [
          {
            productId: 'p1',
            name: 'Mkopo',
            currency: 'TZS',
            minAmount: 1000,
            maxAmount: 60000,
            stepAmount: 1000,
            terms: [91],
            interestRatePerDay: 0.08,
            feeRate: 5,
            feeTaxRate: 18,
            penaltyRatePerDay: 2,
          },
        ],
      },
    }));
    const applied = handle('loanOrderApplyMarket', () => {
      opened = true;
      return { data: { orderNo: 'A2', status: 14 } };
    });
    handle('getVerifyCode', () => ({ data: { resendAfter: 60 } }));
    // Every step done, but the borrower never tapped Apply: the progress names no order.
    handle('addBankCard', () => ({ data: { status: 14 } }));
    const { router } = await renderApp('/bank_account/add_bankcard');
    await userEvent.click(await screen.findByRole('button', { name: 'Get code' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Verification code' }), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Save wallet' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/borrow/confirm_borrow'), {
      timeout: 5000,
    });
    expect(applied[0]?.input.productId).toBe('p1');
    await new Promise((r) => setTimeout(r, 300));
    expect(router.state.location.pathname).toBe('/borrow/confirm_borrow');
  });
});
