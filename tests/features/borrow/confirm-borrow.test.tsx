// @vitest-environment jsdom
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { handle, startApiServer } from '../../app/support/api-server';
import { renderApp } from '../../app/support/render-app';
import { confirmAnswer, confirmScreen, signedInBorrower, summary, tickBoth } from './fixtures';

startApiServer();

beforeEach(signedInBorrower);

describe('confirm_borrow', () => {
  it('shows the server quote and key facts, and re-quotes when the amount and term change', async () => {
    const quotes = confirmScreen();
    await renderApp('/borrow/confirm_borrow');
    expect(await screen.findByText('TZS 60,000', { selector: 'p[aria-live]' })).toBeTruthy();
    const facts = screen.getByRole('region', { name: 'Key facts' });
    expect(facts.textContent).toContain('You receive TZS 56,460 in your wallet.');
    expect(facts.textContent).toContain('You repay TZS 64,488 by 01/01/2026.');
    expect(facts.textContent).toContain('Total cost of credit: TZS 8,028.');
    expect(facts.textContent).toContain('(APR): 57.0%');
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
    expect(screen.getByText('Please consent to credit reporting to apply')).toBeTruthy();
    // The consent names this country's lender and bureaus, in the borrower's language.
    const consent = screen.getByRole('region', { name: 'Consent to credit reporting' });
    expect(consent.textContent).toContain('Mkopo Credit Tanzania Limited');
    expect(consent.textContent).toContain('Creditinfo Tanzania');
    await userEvent.click(screen.getByRole('button', { name: 'loan agreement' }));
    const doc = await screen.findByRole('dialog', { name: 'Loan agreement' });
    expect(await within(doc).findByText(/Amount borrowed: TZS 60,000/)).toBeTruthy();
    await userEvent.click(within(doc).getByRole('button', { name: 'Close' }));
    await tickBoth();
    await userEvent.type(
      screen.getByRole('textbox', { name: /Sign with your full name/ }),
      'Asha Juma',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Confirm and sign' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/review_tips'));
    expect(submits).toHaveLength(1);
    expect(submits[0]?.input).toMatchObject({
      orderNo: 'A1',
      quoteId: 'q-60000-91-',
      amount: 60000,
      days: 91,
      agreed: true,
      agreementSha256: 'a'.repeat(64),
      signature: 'Asha Juma',
      bureauConsent: '2026-11',
    });
  });

  it("refuses on screen a signature that is not the borrower's name", async () => {
    confirmScreen();
    const submits = handle('submit', () => ({ data: { orderNo: 'A1', status: 1 } }));
    const { router } = await renderApp('/borrow/confirm_borrow');
    await tickBoth();
    const field = screen.getByRole('textbox', { name: /Sign with your full name/ });
    await userEvent.type(field, 'Mickey Mouse');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm and sign' }));
    expect(await screen.findByText(/must be your full name as on your profile/)).toBeTruthy();
    expect(router.state.location.pathname).toBe('/borrow/confirm_borrow');
    await userEvent.clear(field);
    await userEvent.type(field, 'asha  JUMA');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm and sign' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/review_tips'));
    expect(submits).toHaveLength(1);
  });

  it('sends the borrower back to confirm when the quote has expired, not to a useless retry', async () => {
    confirmScreen();
    handle('submit', () => ({ error: 'quoteExpired' }));
    const { router } = await renderApp('/borrow/confirm_borrow');
    await tickBoth();
    await userEvent.type(
      screen.getByRole('textbox', { name: /Sign with your full name/ }),
      'Asha Juma',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Confirm and sign' }));
    expect(await screen.findByText(/These loan terms have expired/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Back to confirm' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/borrow/confirm_borrow'));
    expect(localStorage.getItem('mkopo.pendingSubmit')).toBeNull();
  });

  it('retries the very same submit after a failure (no second order)', async () => {
    confirmScreen();
    let n = 0;
    const submits = handle('submit', () =>
      ++n === 1 ? { error: 'submitFailed' } : { data: { orderNo: 'A1', status: 1 } },
    );
    const { router } = await renderApp('/borrow/confirm_borrow');
    await tickBoth();
    await userEvent.type(
      screen.getByRole('textbox', { name: /Sign with your full name/ }),
      'Asha Juma',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Confirm and sign' }));
    expect(await screen.findByText('Request failed, please try again')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/review_tips'));
    expect(submits).toHaveLength(2);
    expect(submits[1]?.input).toEqual({ ...submits[0]?.input, t: submits[1]?.input.t });
  });

  it('shows the coupon as the server priced it, the same in the table and key facts, and submits that quote', async () => {
    handle('loanOrderLatest', () => ({ data: { order: summary(14) } }));
    const quotes = handle('confirmProductInfo', ({ input }) => ({
      data: input.couponId
        ? confirmAnswer(60000, 91, {
            couponId: input.couponId,
            off: { feeOff: 0, interestOff: 449 },
          })
        : confirmAnswer(),
    }));
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
    handle('lotteryDrawCoupons', () => ({
      data: {
        list: [coupon, { ...coupon, couponId: 'c2', name: 'Too big', minLoanAmount: 100000 }],
        total: 2,
      },
    }));
    const submits = handle('submit', () => ({ data: { orderNo: 'A1', status: 1 } }));
    const { router } = await renderApp('/borrow/confirm_borrow');
    const select = await screen.findByRole('combobox', { name: 'Coupon' });
    // The coupon too big for this amount is left out; the other is named by what it takes off.
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
      'No coupon',
      '10% off the interest',
    ]);
    await userEvent.selectOptions(select, 'c1');
    expect(await screen.findByText('This coupon saves TZS 449')).toBeTruthy();
    expect(quotes.at(-1)?.input).toMatchObject({ couponId: 'c1', orderNo: 'A1' });
    // Interest 4,488 − 449 = 4,039: the table, the key facts and the submit all carry it.
    expect(screen.getByText('TZS 4,039')).toBeTruthy();
    expect(screen.getByText('TZS 64,039')).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Key facts' }).textContent).toContain(
      'You repay TZS 64,039',
    );
    await tickBoth();
    await userEvent.type(
      screen.getByRole('textbox', { name: /Sign with your full name/ }),
      'Asha Juma',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Confirm and sign' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/review_tips'));
    expect(submits[0]?.input).toMatchObject({ couponId: 'c1', quoteId: 'q-60000-91-c1' });
  });

  it('keeps the chosen amount and term after opening the agreement and coming back', async () => {
    const quotes = confirmScreen();
    const first = await renderApp('/borrow/confirm_borrow');
    await userEvent.click(await screen.findByRole('button', { name: 'Lower amount' }));
    await userEvent.click(screen.getByText('180 days'));
    expect(await screen.findByText('TZS 30,000', { selector: 'p[aria-live]' })).toBeTruthy();
    // The agreement opens over confirm: it is this choice's document, and closing it changes nothing.
    await userEvent.click(screen.getByRole('button', { name: 'loan agreement' }));
    const doc = await screen.findByRole('dialog', { name: 'Loan agreement' });
    expect(await within(doc).findByText(/Amount borrowed: TZS 30,000/)).toBeTruthy();
    await userEvent.click(within(doc).getByRole('button', { name: 'Close' }));
    expect(first.router.state.location.pathname).toBe('/borrow/confirm_borrow');
    expect(screen.getByText('TZS 30,000', { selector: 'p[aria-live]' })).toBeTruthy();
    // The phone's back while the agreement is open closes it, and confirm stays as it was.
    await userEvent.click(screen.getByRole('button', { name: 'loan agreement' }));
    expect(await screen.findByRole('dialog', { name: 'Loan agreement' })).toBeTruthy();
    await act(async () => {
      await first.router.back();
    });
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Loan agreement' })).toBeNull(),
    );
    expect(first.router.state.location.pathname).toBe('/borrow/confirm_borrow');
    expect(screen.getByText('TZS 30,000', { selector: 'p[aria-live]' })).toBeTruthy();
    // Back (app or browser) from anywhere else mounts confirm afresh, as the phone does.
    first.unmount();
    await renderApp('/borrow/confirm_borrow');
    expect(await screen.findByText('TZS 30,000', { selector: 'p[aria-live]' })).toBeTruthy();
    expect(await screen.findByText(/You receive TZS 28,230/)).toBeTruthy();
    expect(quotes.at(-1)?.input).toMatchObject({ amount: 30000, days: 180 });
  });

  it('keeps the chosen amount and term across a reload', async () => {
    const quotes = confirmScreen();
    const first = await renderApp('/borrow/confirm_borrow');
    await userEvent.click(await screen.findByRole('button', { name: 'Lower amount' }));
    expect(await screen.findByText(/You receive TZS 28,230/)).toBeTruthy();
    first.unmount();
    await renderApp('/borrow/confirm_borrow');
    expect(await screen.findByText('TZS 30,000', { selector: 'p[aria-live]' })).toBeTruthy();
    expect(quotes.at(-1)?.input).toMatchObject({ amount: 30000 });
  });

  it('offers a raised limit without choosing it, and takes it only on a tap', async () => {
    handle('loanOrderLatest', () => ({ data: { order: summary(14) } }));
    const quotes = handle('confirmProductInfo', ({ input }) => {
      const answer = confirmAnswer(input.amount ?? 30000, input.days ?? 91);
      return {
        data: {
          ...answer,
          previousLimit: 60000,
          product: { ...answer.product, maxAmount: 150000, terms: [91, 180] },
        },
      };
    });
    handle('productStepAmount', () => ({
      data: { amounts: [1000, 30000, 60000, 150000], terms: [91, 180] },
    }));
    handle('lotteryDrawCoupons', () => ({ data: { list: [], total: 0 } }));
    await renderApp('/borrow/confirm_borrow');
    expect(await screen.findByText('You can now borrow up to TZS 150,000')).toBeTruthy();
    expect(screen.getByText('TZS 30,000', { selector: 'p[aria-live]' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Borrow TZS 150,000' }));
    expect(await screen.findByText('TZS 150,000', { selector: 'p[aria-live]' })).toBeTruthy();
    expect(quotes.at(-1)?.input).toMatchObject({ amount: 150000 });
  });

  it('tells screen readers the amount, not the step number', async () => {
    confirmScreen();
    await renderApp('/borrow/confirm_borrow');
    const slider = await screen.findByRole('slider', { name: 'Loan amount' });
    await waitFor(() => expect(slider.getAttribute('aria-valuetext')).toBe('TZS 60,000'));
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
    expect(await screen.findByText(/automatically at 01\/01\/2026 00:00/)).toBeTruthy();
    // What was approved is on the screen before the borrower takes or cancels it.
    expect(screen.getByText('TZS 60,000')).toBeTruthy();
    expect(screen.getByText('TZS 64,488')).toBeTruthy();
    expect(screen.getByText('91 days from receiving the money')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel this loan' }));
    await userEvent.click(screen.getByRole('button', { name: 'Yes, cancel' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(cancels[0]?.input.orderNo).toBe('A1');
    expect(await screen.findByText('Cancellation success')).toBeTruthy();
  });
});
