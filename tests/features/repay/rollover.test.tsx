// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { handle, startApiServer } from '../../app/support/api-server';
import { renderApp } from '../../app/support/render-app';
import { repaymentDetail as detail, signedInWithPendingPayment } from './repay-fixtures';

startApiServer();

beforeEach(signedInWithPendingPayment);
afterEach(() => {
  delete window.__nativeBridge;
});

describe('rollover', () => {
  const ext = {
    orderNo: 'A1',
    extensionFee: 2500,
    days: 7,
    dueDate: 1767214800,
    newDueDate: 1767819600,
    amountDue: 53740,
    feePaid: false,
  };

  it("offers the product's own rollover days on the repayment screen", async () => {
    handle('repaymentDetail', () => ({ data: detail({ extensionDays: 14 }) }));
    await renderApp('/repay/repay_detail?orderNo=A1');
    expect(
      await screen.findByRole('link', { name: 'Need more time? Delay the due date by 14 days' }),
    ).toBeTruthy();
  });

  it('asks to apply in the app outside it', async () => {
    handle('getExtensionData', () => ({ data: ext }));
    await renderApp('/repay/exhibition_period_detail?orderNo=A1');
    expect(await screen.findByText('To avoid misuse, please apply in the APP')).toBeTruthy();
    expect(screen.getByText(/does not reduce your debt/)).toBeTruthy();
    expect(
      screen.getByRole('button', { name: 'Pay the rollover fee' }).hasAttribute('disabled'),
    ).toBe(true);
  });

  it('asks it in Kiswahili words, never the English "APP"', async () => {
    handle('getExtensionData', () => ({ data: ext }));
    await renderApp('/repay/exhibition_period_detail?orderNo=A1', 'sw_TZ');
    expect(
      await screen.findByText(
        'Ili kuepuka matumizi mabaya, tafadhali omba kupitia programu ya simu',
      ),
    ).toBeTruthy();
    expect(document.body.textContent).not.toMatch(/\bAPP\b/);
  });

  it('in the app: pays the fee at the cashier', async () => {
    window.__nativeBridge = { postMessage: () => {} };
    handle('getExtensionData', () => ({ data: ext }));
    handle('repaymentDetail', () => ({ data: detail() }));
    const { router } = await renderApp('/repay/exhibition_period_detail?orderNo=A1');
    await userEvent.click(await screen.findByRole('button', { name: 'Pay the rollover fee' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/repay/cashier'));
    expect(router.state.location.search).toBe('?orderNo=A1&amount=2500&purpose=extension');
    expect(await screen.findByText('Rollover fee')).toBeTruthy();
  });

  it('in the app, once the fee is paid: completes and shows the new due date', async () => {
    window.__nativeBridge = { postMessage: () => {} };
    handle('getExtensionData', () => ({ data: { ...ext, feePaid: true, payOrderId: 'P9' } }));
    const done = handle('confirmExtensionOrder', () => ({ data: { dueDate: 1767819600 } }));
    await renderApp('/repay/exhibition_period_detail?orderNo=A1');
    await userEvent.click(await screen.findByRole('button', { name: 'Complete the rollover' }));
    expect(await screen.findByText('Your new due date is 08/01/2026.')).toBeTruthy();
    expect(done[0]?.input).toMatchObject({ orderNo: 'A1', payOrderId: 'P9' });
  });
});
