// @vitest-environment jsdom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { handle, startApiServer } from '../../app/support/api-server';
import { renderApp } from '../../app/support/render-app';
import { handleUpload } from '../kyc/multipart';
import { signedInBorrower } from '../../app/support/signed-in';

startApiServer();

const channels = [
  { channelId: 'c-online', name: 'M-Pesa', kind: 'online' as const },
  {
    channelId: 'c-bill',
    name: 'Pay bill',
    kind: 'bill' as const,
    businessNumber: '555000',
    guides: ['bill' as const, 'qr' as const],
  },
];

function detail(
  over: Partial<{
    status: 2 | 3 | 4;
    overdueDays: number;
    penalty: number;
    amountDue: number;
    channels: typeof channels;
  }> = {},
) {
  return {
    orderNo: 'A1',
    status: 2 as 2 | 3 | 4,
    productName: 'Mkopo',
    currency: 'TZS' as const,
    loanAmount: 50000,
    fee: 2500,
    feeTax: 450,
    interest: 3740,
    disbursalAmount: 47050,
    repayAmount: 53740,
    totalCostOfCredit: 6690,
    apr: 55,
    days: 91,
    dueDate: 1767214800,
    interestRatePerDay: 0.08,
    penaltyRatePerDay: 2,
    phase: 1,
    phases: 1,
    overdueDays: 0,
    penalty: 0,
    penaltyReduction: 0,
    amountRepaid: 0,
    amountDue: 53740,
    minRepayAmount: 1000,
    totalLoanLine: 60000,
    repaymentMobile: '0712***678',
    bankCode: 'mpesa' as const,
    canExtend: true,
    channels,
    ...over,
  };
}

beforeEach(() => {
  // An open cashier page asks for the payment's state; pending unless a test says otherwise.
  handle('repaymentStatus', ({ input }) => ({
    data: { payOrderId: input.payOrderId, status: 'pending', amount: 20000, expiresAt: 4102444800 },
  }));
  signedInBorrower();
});
afterEach(() => {
  delete window.__nativeBridge;
});

describe('repay_detail', () => {
  it('shows what is due and refuses amounts §5 does not allow, then goes to the cashier', async () => {
    handle('loanOrderLatest', () => ({
      data: {
        order: {
          orderNo: 'A1',
          status: 3,
          productName: 'Mkopo',
          currency: 'TZS',
          loanAmount: 50000,
          repayAmount: 53740,
          days: 91,
          createdAt: 1,
        },
      },
    }));
    handle('repaymentDetail', () => ({
      data: detail({ status: 3, overdueDays: 2, penalty: 2000, amountDue: 55740 }),
    }));
    const { router } = await renderApp('/repay/repay_detail');
    expect(await screen.findByText('TZS 55,740')).toBeTruthy();
    expect(screen.getByText('2 days overdue since 2026-01-01')).toBeTruthy();
    expect(screen.getByText('TZS 2,000')).toBeTruthy();
    const amount = screen.getByRole('textbox', { name: /Amount to pay now/ });
    for (const [typed, message] of [
      ['999', 'Minimum input 1000 shillings'],
      ['1000.5', 'please enter an integer amount'],
      ['60000', 'The amount is more than what is due'],
    ]) {
      await userEvent.clear(amount);
      await userEvent.type(amount, typed as string);
      await userEvent.click(screen.getByRole('button', { name: 'Repay' }));
      expect(screen.getByText(message as string)).toBeTruthy();
      expect((amount as HTMLInputElement).value).toBe(typed);
    }
    await userEvent.clear(amount);
    await userEvent.type(amount, '20000');
    await userEvent.click(screen.getByRole('button', { name: 'Repay' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/repay/cashier'));
    expect(router.state.location.search).toBe('?orderNo=A1&amount=20000&purpose=repay');
  });
});

describe('repay_detail, repaid', () => {
  it('says the loan is repaid and leads home to apply again', async () => {
    handle('repaymentDetail', () => ({ data: detail({ status: 4, amountDue: 0 }) }));
    await renderApp('/repay/repay_detail?orderNo=A1');
    expect(await screen.findByText('This loan is fully repaid. Thank you!')).toBeTruthy();
    expect(
      screen.getByRole('link', { name: 'Back to home to apply again' }).getAttribute('href'),
    ).toBe('/');
  });
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
    expect(
      await screen.findByText('Payment received. Thank you!', {}, { timeout: 8000 }),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Payments and receipts' })).toBeTruthy();
    // Proof upload is one step away on the cashier, not only by a hand-made URL.
    expect(screen.getAllByRole('button', { name: 'Upload payment proof' }).length).toBeGreaterThan(
      0,
    );
  }, 15_000);

  it('says when there is no payment method, and when the cashier order timed out', async () => {
    handle('repaymentDetail', () => ({ data: detail({ channels: [] }) }));
    await renderApp('/repay/cashier?orderNo=A1&amount=20000&purpose=repay');
    expect(
      await screen.findByText('There is no payment method, please choose another channel'),
    ).toBeTruthy();
  });

  it('reports a timed-out cashier order', async () => {
    handle('repaymentDetail', () => ({ data: detail() }));
    handle('repaymentConfirm', () => ({
      data: { payOrderId: 'P1', amount: 20000, expiresAt: 1000 },
    }));
    await renderApp('/repay/cashier?orderNo=A1&amount=20000&purpose=repay');
    await userEvent.click(await screen.findByRole('radio', { name: /M-Pesa/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Pay' }));
    expect(await screen.findByText('This order has timed out, please try again')).toBeTruthy();
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

describe('static_cashier', () => {
  it('needs a payOrderId', async () => {
    await renderApp('/repay/static_cashier?orderNo=A1');
    expect(await screen.findByText('PayOrderId cannot be empty, please try again')).toBeTruthy();
  });

  it('says a bill payment order has expired', async () => {
    await renderApp(
      '/repay/static_cashier?orderNo=A1&payOrderId=P2&reference=991234&amount=20000&expiresAt=1000',
    );
    expect(await screen.findByText('This order has expired, please try again')).toBeTruthy();
    expect(screen.queryByText('991234')).toBeNull();
  });

  it('uploads a payment proof image and refuses other files', async () => {
    const uploads = handleUpload('feedbackUploadCredential', () => ({
      data: { fileId: 'f1', url: '/u/f1' },
    }));
    await renderApp(
      '/repay/static_cashier?orderNo=A1&payOrderId=P2&reference=991234&amount=20000&expiresAt=4102444800',
    );
    const input = await screen.findByLabelText('Upload payment proof', { selector: 'input' });
    fireEvent.change(input, {
      target: { files: [new File(['x'], 'a.pdf', { type: 'application/pdf' })] },
    });
    expect(await screen.findByText(/^Please upload a clear photo/)).toBeTruthy();
    fireEvent.change(input, {
      target: { files: [new File(['x'], 'a.jpg', { type: 'image/jpeg' })] },
    });
    expect(
      await screen.findByText('Proof received. We will check it within 48 hours.'),
    ).toBeTruthy();
    expect(uploads[0]?.input).toMatchObject({ orderNo: 'A1', payOrderId: 'P2' });
    expect(uploads[0]?.file?.size).toBe(1);
  });
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

  it('asks to apply in the app outside it', async () => {
    handle('getExtensionData', () => ({ data: ext }));
    await renderApp('/repay/exhibition_period_detail?orderNo=A1');
    expect(await screen.findByText('To avoid misuse, please apply in the APP')).toBeTruthy();
    expect(screen.getByText(/does not reduce your debt/)).toBeTruthy();
    expect(
      screen.getByRole('button', { name: 'Pay the rollover fee' }).hasAttribute('disabled'),
    ).toBe(true);
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
    expect(await screen.findByText('Your new due date is 2026-01-08.')).toBeTruthy();
    expect(done[0]?.input).toMatchObject({ orderNo: 'A1', payOrderId: 'P9' });
  });
});
