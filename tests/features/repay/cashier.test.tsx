// @vitest-environment jsdom
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { handle, startApiServer } from '../../app/support/api-server';
import { renderApp } from '../../app/support/render-app';
import { channels, repaymentDetail as detail, signedInWithPendingPayment } from './repay-fixtures';

startApiServer();

// An open cashier page asks for the payment's state; pending unless a test says otherwise.
beforeEach(signedInWithPendingPayment);
afterEach(() => {
  delete window.__nativeBridge;
});

describe('cashier', () => {
  it('opens an online payment and shows the sandbox approve link', async () => {
    handle('repaymentDetail', () => ({ data: detail() }));
    const confirms = handle('repaymentConfirm', () => ({
      data: {
        payOrderId: 'P1',
        amount: 20000,
        expiresAt: 4102444800,
        payUrl: '/sandbox/pay/P1/approve',
      },
    }));
    // The open page asks again: pending, then the wallet's confirmation arrives.
    let paid = false;
    handle('repaymentStatus', () => ({
      data: {
        payOrderId: 'P1',
        status: paid ? 'paid' : 'pending',
        amount: 20000,
        expiresAt: 4102444800,
      },
    }));
    await renderApp('/repay/cashier?orderNo=A1&amount=20000&purpose=repay');
    expect(await screen.findByText('TZS 20,000')).toBeTruthy();
    // The first channel is chosen already: one tap pays, never 'channelId cannot be empty'.
    expect(screen.getByRole('radio', { name: /M-Pesa/ })).toHaveProperty('checked', true);
    await userEvent.click(screen.getByRole('button', { name: 'Pay' }));
    expect(screen.queryByText('channelId cannot be empty')).toBeNull();
    const link = await screen.findByRole('link', { name: 'Approve payment (sandbox)' });
    expect(link.getAttribute('href')).toBe('/sandbox/pay/P1/approve');
    expect(confirms[0]?.input).toMatchObject({
      orderNo: 'A1',
      channelId: 'c-online',
      purpose: 'repay',
      amount: 20000,
    });
    expect(await screen.findByText(/^Waiting for your payment: \d+:\d\d left$/)).toBeTruthy();
    paid = true;
    expect(await screen.findByText('Payment received. Thank you!')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Payments and receipts' })).toBeTruthy();
    // Proof upload is one step away on the cashier, not only by a hand-made URL.
    expect(screen.getAllByRole('button', { name: 'Upload payment proof' }).length).toBeGreaterThan(
      0,
    );
  }, 15_000);

  it("names the borrower's own wallet for the online channel, not every brand it serves", async () => {
    const everyBrand = 'M-Pesa, Airtel Money, Mixx by Yas, HaloPesa';
    const tanzanian = [{ ...channels[0]!, name: everyBrand }, channels[1]!];
    handle('repaymentDetail', () => ({
      data: detail({ channels: tanzanian, bankCode: 'airtel', repaymentMobile: '0687***111' }),
    }));
    await renderApp('/repay/cashier?orderNo=A1&amount=20000&purpose=repay');
    expect(await screen.findByRole('radio', { name: /^Airtel Money/ })).toBeTruthy();
    expect(screen.queryByText(everyBrand)).toBeNull();
    // No wallet bound yet: the channel's own name stands.
    cleanup();
    handle('repaymentDetail', () => ({
      data: detail({ channels: tanzanian, repaymentMobile: '' }),
    }));
    await renderApp('/repay/cashier?orderNo=A1&amount=20000&purpose=repay');
    expect(await screen.findByText(everyBrand)).toBeTruthy();
  });

  it('says when there is no payment method, and when the cashier order timed out', async () => {
    handle('repaymentDetail', () => ({ data: detail({ channels: [] }) }));
    await renderApp('/repay/cashier?orderNo=A1&amount=20000&purpose=repay');
    expect(
      await screen.findByText('There is no payment method, please choose another channel'),
    ).toBeTruthy();
  });

  it('reports a timed-out cashier order, and starting again is a new payment', async () => {
    handle('repaymentDetail', () => ({ data: detail() }));
    const confirms = handle('repaymentConfirm', () => ({
      data: { payOrderId: 'P1', amount: 20000, expiresAt: 1000 },
    }));
    await renderApp('/repay/cashier?orderNo=A1&amount=20000&purpose=repay');
    await userEvent.click(await screen.findByRole('radio', { name: /M-Pesa/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Pay' }));
    expect(await screen.findByText('This order has timed out, please try again')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Start again' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Pay' }));
    await screen.findByText('This order has timed out, please try again');
    // Each payment the borrower starts has its own key; the server keeps one order per key.
    const keys = confirms.map((c) => (c.input as { idempotencyKey?: string }).idempotencyKey);
    expect(keys).toHaveLength(2);
    for (const key of keys) expect(key).toMatch(/^[A-Za-z0-9_-]{16,64}$/);
    expect(keys[0]).not.toBe(keys[1]);
  });

  it('sends a bill payment to static_cashier with its reference, which copies', async () => {
    handle('repaymentDetail', () => ({ data: detail() }));
    handle('repaymentConfirm', () => ({
      data: { payOrderId: 'P2', amount: 20000, expiresAt: 4102444800, billReference: '991234' },
    }));
    let copied = '';
    Object.defineProperty(navigator, 'clipboard', {
      configurable: true,
      value: { writeText: async (s: string) => void (copied = s) },
    });
    const { router } = await renderApp('/repay/cashier?orderNo=A1&amount=20000&purpose=repay');
    await userEvent.click(await screen.findByRole('radio', { name: /Pay bill/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Pay' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/repay/static_cashier'));
    expect(await screen.findByText('991234')).toBeTruthy();
    // The channel's business number and only its guides (schemas/<cc>/cashier.json).
    expect(screen.getByText('555000')).toBeTruthy();
    expect(screen.getByText('Pay with a QR code')).toBeTruthy();
    expect(screen.queryByText('Pay from a bank (instapay)')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Copy Reference number' }));
    expect(await screen.findByText('Copied')).toBeTruthy();
    expect(copied).toBe('991234');
  });
});
