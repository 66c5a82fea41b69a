// @vitest-environment jsdom
/**
 * After Pay on an online channel the cashier says what to do on the phone for that channel, as the
 * country's cashier file names it (issue: it never said "look at your phone for the PIN prompt").
 */
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { handle, startApiServer } from '../../app/support/api-server';
import { renderApp } from '../../app/support/render-app';
import { repaymentDetail, signedInWithPendingPayment, type Channel } from './repay-fixtures';

startApiServer();

beforeEach(() => {
  signedInWithPendingPayment();
  handle('repaymentConfirm', () => ({
    data: { payOrderId: 'P1', amount: 20000, expiresAt: 4102444800 },
  }));
});

async function payOn(channel: Channel, language: 'en' | 'sw_KE' = 'en') {
  handle('repaymentDetail', () => ({ data: repaymentDetail({ channels: [channel] }) }));
  await renderApp('/repay/cashier?orderNo=A1&amount=20000&purpose=repay', language);
  await userEvent.click(
    await screen.findByRole('button', { name: language === 'en' ? 'Pay' : 'Lipa' }),
  );
}

describe('cashier, on the phone', () => {
  it('tells a wallet push to look for the PIN prompt, naming the wallet and the amount', async () => {
    await payOn({ channelId: 'w', name: 'M-Pesa', kind: 'online', phoneSteps: 'pinPrompt' });
    expect(
      await screen.findByText(
        'Look at your phone: M-Pesa asks you to confirm TZS 20,000. Enter your wallet PIN in the prompt to pay. No prompt? Check that your phone is on and has signal.',
      ),
    ).toBeTruthy();
  });

  it('tells a payment-page channel to finish on the page, in Kiswahili too', async () => {
    await payOn(
      { channelId: 'p', name: 'Selcom', kind: 'online', phoneSteps: 'paymentPage' },
      'sw_KE',
    );
    expect(
      await screen.findByText(
        'Fungua ukurasa wa malipo na ufuate hatua zake kulipa TZS 20,000; Selcom inaweza kukuomba PIN ya pochi yako kwenye simu.',
      ),
    ).toBeTruthy();
    expect(screen.queryByText(/Angalia simu yako/)).toBeNull();
  });
});
