// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { nextStep } from '../../../src/features/promo/next-step';
import { promoPageOf } from '../../../src/features/promo/promo-pages';
import { handle, startApiServer } from '../../app/support/api-server';
import { renderApp } from '../../app/support/render-app';

startApiServer();
beforeEach(() => localStorage.clear());

describe('promotion pages', () => {
  it('knows its pages and where APPLY leads', () => {
    expect(promoPageOf('/yx3?src=sms')).toBe('yx3');
    expect(promoPageOf('/me')).toBeNull();
    expect(nextStep(true, '0712')).toEqual({ path: '/auth' });
    expect(nextStep(false, ' 0712345678 ')).toEqual({
      path: '/user/login?redirect=%2Fauth',
      state: { mobile: '0712345678' },
    });
  });

  it('/yx3 checks the number, shows the available amount, then goes to login with the number', async () => {
    handle('loanMarketIndex', () => ({
      data: { currency: 'TZS', minAmount: 1000, maxAmount: 60000, list: [] },
    }));
    const { router } = await renderApp('/yx3');
    await userEvent.click(await screen.findByRole('button', { name: 'APPLY' }));
    expect(await screen.findByText('Mobile phone number cannot be empty')).toBeTruthy();
    await userEvent.type(screen.getByRole('textbox', { name: 'Mobile number' }), '0712');
    await userEvent.click(screen.getByRole('button', { name: 'APPLY' }));
    expect(await screen.findByText('Please enter a valid mobile phone number')).toBeTruthy();
    await userEvent.type(screen.getByRole('textbox', { name: 'Mobile number' }), '345678');
    await userEvent.click(screen.getByRole('button', { name: 'APPLY' }));
    expect(await screen.findByText('TZS 1,000 – TZS 60,000')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Continue: log in or register' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/user/login'));
    expect(router.state.location.state).toEqual({ mobile: '0712345678' });
  });

  it('lets the visitor continue when the amount cannot be checked, in Swahili', async () => {
    handle('loanMarketIndex', () => ({ error: 'notAvailable' }));
    await renderApp('/yx3', 'sw_KE');
    await userEvent.type(
      await screen.findByRole('textbox', { name: 'Namba ya simu' }),
      '0712345678',
    );
    await userEvent.click(screen.getByRole('button', { name: 'OMBA' }));
    expect(
      await screen.findByText('Hatuwezi kuangalia kiasi kwa sasa. Bado unaweza kuendelea.'),
    ).toBeTruthy();
  });

  it("/yx2ConfirmBorrow states the product's own rates, and no tax where its fee has none", async () => {
    const product = (feeTaxRate: number, penaltyRatePerDay: number) => ({
      productId: 'p1',
      name: 'Cash',
      currency: 'TZS' as const,
      minAmount: 1000,
      maxAmount: 60000,
      stepAmount: 1000,
      terms: [91],
      interestRatePerDay: 0.08,
      feeRate: 5,
      feeTaxRate,
      penaltyRatePerDay,
      rolloverDays: 14,
    });
    let rates = product(0, 1.5);
    handle('loanMarketIndex', () => ({
      data: { currency: 'TZS', minAmount: 1000, maxAmount: 60000, list: [rates] },
    }));
    const first = await renderApp('/yx2ConfirmBorrow');
    expect(
      await screen.findByText(
        'The processing fee is deducted when the money is sent; you see every cost before you sign.',
      ),
    ).toBeTruthy();
    expect(screen.getByText(/Late repayment costs 1.5% a day/)).toBeTruthy();
    expect(screen.queryByText(/tax/)).toBeNull();
    first.unmount();
    rates = product(15, 2);
    await renderApp('/yx2ConfirmBorrow');
    expect(await screen.findByText(/The processing fee and its 15% tax/)).toBeTruthy();
  });
});
