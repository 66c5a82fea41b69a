// @vitest-environment jsdom
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEFAULT_THEME } from '@mantine/core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { handle, startApiServer } from '../../app/support/api-server';
import { renderApp } from '../../app/support/render-app';
import { repaymentDetail as detail, signedInWithPendingPayment } from './repay-fixtures';

startApiServer();

// An open cashier page asks for the payment's state; pending unless a test says otherwise.
beforeEach(signedInWithPendingPayment);
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
      data: {
        ...detail({ status: 3, overdueDays: 2, penalty: 2000, amountDue: 55740 }),
        owedOnDueDate: 55740,
        overdueSince: 1767301200,
      },
    }));
    const { router } = await renderApp('/repay/repay_detail');
    expect(await screen.findByText('Overdue since 02/01/2026: TZS 55,740')).toBeTruthy();
    expect(screen.getByText('2% a day')).toBeTruthy();
    expect(screen.getByText('2 days overdue since 02/01/2026')).toBeTruthy();
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

describe('repay_detail, a payment on its way', () => {
  it('says so with the wallet, and asks before a second payment', async () => {
    handle('repaymentDetail', () => ({
      data: { ...detail(), pending: { amount: 5000, bankCode: 'mpesa' as const } },
    }));
    const { router } = await renderApp('/repay/repay_detail?orderNo=A1');
    const notice = 'TZS 5,000 on its way from your wallet, we are waiting for M-Pesa to confirm';
    expect(await screen.findByText(notice)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Repay' }));
    // Warned, not sent on: waiting keeps the borrower here.
    expect(screen.getByRole('alert').textContent).toContain('you may pay twice');
    expect(router.state.location.pathname).toBe('/repay/repay_detail');
    await userEvent.click(screen.getByRole('button', { name: 'Wait for it' }));
    expect(screen.queryByRole('alert')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Repay' }));
    await userEvent.click(screen.getByRole('button', { name: 'Pay again anyway' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/repay/cashier'));
  });

  it('in Kiswahili too', async () => {
    handle('repaymentDetail', () => ({
      data: { ...detail(), pending: { amount: 5000, bankCode: 'airtel' as const } },
    }));
    await renderApp('/repay/repay_detail?orderNo=A1', 'sw_KE');
    expect(
      await screen.findByText(
        'TZS 5,000 ziko njiani kutoka kwenye pochi yako, tunasubiri Airtel Money kuthibitisha',
      ),
    ).toBeTruthy();
    // "Lipa tena hata hivyo" reads in dark text on its amber: at least WCAG AA's 4.5:1.
    await userEvent.click(screen.getByRole('button', { name: 'Lipa' }));
    const anyway = screen.getByRole('button', { name: 'Lipa tena hata hivyo' });
    const style = anyway.getAttribute('style') ?? '';
    const background = /--button-bg: var\(--mantine-color-(\w+)-(\d)\)/.exec(style);
    const text = /(?:^|;)\s*color: var\(--mantine-color-(\w+)\)/.exec(style);
    expect([background?.[1], text?.[1]]).toEqual(['yellow', 'black']);
    const amber = DEFAULT_THEME.colors.yellow[Number(background![2])]!;
    expect(contrast(amber, '#000000')).toBeGreaterThanOrEqual(4.5);
    // White on it, as it was, read 2.99:1.
    expect(contrast(amber, '#ffffff')).toBeLessThan(4.5);
  });
});

/** WCAG 2.1 contrast ratio of two #rrggbb colours. */
function contrast(a: string, b: string): number {
  const luminance = (hex: string) => {
    const [r, g, b] = [1, 3, 5].map((i) => {
      const c = parseInt(hex.slice(i, i + 2), 16) / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
  };
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
}

describe('repay_detail, repaid', () => {
  it('says the loan is repaid and leads home to apply again', async () => {
    handle('repaymentDetail', () => ({ data: detail({ status: 4, amountDue: 0 }) }));
    await renderApp('/repay/repay_detail?orderNo=A1');
    expect(await screen.findByText('This loan is fully repaid. Thank you!')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Apply again' }).getAttribute('href')).toBe('/');
  });
});

describe('repay_detail opened again later in the session', () => {
  it('waits for the current figures before Repay, and pays what is due now', async () => {
    let amountDue = 25000;
    let answer: (() => void) | undefined;
    let slow = false;
    handle('repaymentDetail', async () => {
      if (slow) await new Promise<void>((resolve) => (answer = resolve));
      return { data: detail({ amountDue }) };
    });
    const { router } = await renderApp('/repay/repay_detail?orderNo=A1');
    const amount = () => screen.getByRole('textbox', { name: /Amount to pay now/ });
    await waitFor(() => expect((amount() as HTMLInputElement).value).toBe('25000'));
    act(() => void router.go('/user_center/language'));
    // Later (past SWR's 2 s in which it would not read again): interest has accrued meanwhile.
    await new Promise((resolve) => setTimeout(resolve, 2_100));
    amountDue = 25514;
    slow = true;
    act(() => void router.go('/repay/repay_detail?orderNo=A1'));
    // The cache's figures show at once, but Repay cannot send them.
    await waitFor(() => expect((amount() as HTMLInputElement).value).toBe('25000'));
    const repay = screen.getByRole('button', { name: 'Repay' });
    expect(repay.hasAttribute('disabled')).toBe(true);
    await waitFor(() => expect(answer).toBeDefined());
    answer?.();
    await waitFor(() => expect((amount() as HTMLInputElement).value).toBe('25514'));
    await waitFor(() => expect(repay.hasAttribute('disabled')).toBe(false));
    await userEvent.click(repay);
    await waitFor(() => expect(router.state.location.pathname).toBe('/repay/cashier'));
    expect(router.state.location.search).toBe('?orderNo=A1&amount=25514&purpose=repay');
  });

  /**
   * Repayment details read once, then opened again later (past SWR's 2 s without a read) while
   * the server's answers are `lost` or `ok`, as the test sets them.
   */
  async function repayReadThenLost() {
    const server = { answers: 'ok' as 'ok' | 'lost' };
    const reads = handle('repaymentDetail', () =>
      server.answers === 'ok' ? { data: detail({ amountDue: 25000 }) } : 'network',
    );
    const { router } = await renderApp('/repay/repay_detail?orderNo=A1');
    const amount = () => screen.getByRole('textbox', { name: /Amount to pay now/ });
    await waitFor(() => expect((amount() as HTMLInputElement).value).toBe('25000'));
    const openLater = async () => {
      act(() => void router.go('/user_center/language'));
      await new Promise((resolve) => setTimeout(resolve, 2_100));
      act(() => void router.go('/repay/repay_detail?orderNo=A1'));
    };
    const repayDisabled = () =>
      screen.getByRole('button', { name: 'Repay' }).hasAttribute('disabled');
    return { server, reads, openLater, repayDisabled };
  }

  it('keeps Repay waiting while the current figures cannot be read, until they are', async () => {
    // The failed read is said app-wide (lib/api/call.ts); Repay waits meanwhile.
    const { server, openLater, repayDisabled } = await repayReadThenLost();
    server.answers = 'lost';
    await openLater();
    await screen.findByRole('button', { name: 'Retry' });
    expect(repayDisabled()).toBe(true);
    // Opened again once the server answers: the figures are read, and Repay is free.
    server.answers = 'ok';
    await openLater();
    await waitFor(() => expect(repayDisabled()).toBe(false));
  });

  it('frees Repay when the app-wide Retry brings the figures a lost read missed', async () => {
    const { server, reads, openLater, repayDisabled } = await repayReadThenLost();
    server.answers = 'lost';
    await openLater();
    const retry = await screen.findByRole('button', { name: 'Retry' });
    expect(repayDisabled()).toBe(true);
    const before = reads.length;
    server.answers = 'ok';
    await userEvent.click(retry);
    await waitFor(() => expect(repayDisabled()).toBe(false));
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
    expect(reads.length - before).toBe(1); // one read again, however often it failed meanwhile
  });
});
