// @vitest-environment jsdom
/**
 * Home words the order by where it stands (issue: an approved order (18) was labelled INCOMPLETE
 * with no amounts; while repaying Home showed "Available amount 1,000–60,000" and nothing due).
 */
import { act, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { FOLLOW_MS } from '../../../src/lib/follow-order';
import { setItem } from '../../../src/lib/storage';
import { handle, startApiServer } from '../../app/support/api-server';
import { renderApp } from '../../app/support/render-app';

startApiServer();

const order = (status: 2 | 3 | 14 | 18, dueDate?: number) => ({
  orderNo: 'A1',
  status,
  productName: 'Mkopo',
  currency: 'TZS' as const,
  loanAmount: 50000,
  repayAmount: 53740,
  days: 91,
  ...(dueDate ? { dueDate } : {}),
  ...(status === 2
    ? {
        amountDue: 50_000,
        owedOnDueDate: 53_740,
        pending: { amount: 5_000, bankCode: 'mpesa' as const },
      }
    : {}),
  ...(status === 3 ? { amountDue: 55_000, owedOnDueDate: 55_000, overdueSince: 1767301200 } : {}),
  createdAt: 1760000000,
});

beforeEach(() => {
  localStorage.clear();
  setItem('token', { Authorization: 't' });
  setItem('userInfo', { userId: '42', mobile: '+255712345678', country: 'TZ', createdAt: 1 });
  handle('homepageData', () => ({ data: { currency: 'TZS', minAmount: 1000, maxAmount: 60000 } }));
});

describe('Home with an order', () => {
  it('calls an approved order approved and says what is received and repaid', async () => {
    handle('loanOrderLatest', () => ({ data: { order: order(18) } }));
    handle('getMoneyTime', () => ({ data: { autoDisburseAt: 1, expiresAt: 2, now: 1 } }));
    await renderApp('/');
    expect(await screen.findByText('Approved')).toBeTruthy();
    expect(screen.queryByText('Incomplete')).toBeNull();
    expect(screen.getByText('TZS 50,000')).toBeTruthy();
    expect(
      screen.getByText(
        'You repay TZS 53,740 within 91 days of receiving the money. Take it now or cancel.',
      ),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Get my money' })).toBeTruthy();
  });

  it('says an approved payout held for a safety check is held, and leads to why', async () => {
    handle('loanOrderLatest', () => ({ data: { order: order(18) } }));
    handle('getMoneyTime', () => ({
      data: { autoDisburseAt: 1, expiresAt: 2, now: 1, payoutHeld: 'simSwapped' },
    }));
    await renderApp('/');
    expect(
      await screen.findByText('Held for a safety check before we send the money. See why.'),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Get my money' })).toBeNull();
    expect(screen.getByRole('button', { name: 'View details' })).toBeTruthy();
  });

  it('shows the amount due and its date while repaying, not the amount range', async () => {
    handle('loanOrderLatest', () => ({ data: { order: order(2, 1767214800) } }));
    await renderApp('/');
    // Two amounts, each named: the agreement's total by the due date, and today's payoff.
    expect(await screen.findByText('To repay by 01/01/2026: TZS 53,740')).toBeTruthy();
    expect(screen.getByText('To close the loan today: TZS 50,000')).toBeTruthy();
    expect(
      screen.getByText(
        'TZS 5,000 on its way from your wallet, we are waiting for M-Pesa to confirm',
      ),
    ).toBeTruthy();
    expect(screen.queryByText('Available amount')).toBeNull();
    expect(screen.queryByText(/60,000/)).toBeNull();
  });

  it('in Kiswahili too', async () => {
    handle('loanOrderLatest', () => ({ data: { order: order(3, 1767214800) } }));
    await renderApp('/', 'sw_KE');
    // Overdue: one amount, since the first day late, and no "by" a date already past.
    expect(await screen.findByText('Imechelewa tangu 02/01/2026: TZS 55,000')).toBeTruthy();
    expect(screen.queryByText(/Kulipa kufikia/)).toBeNull();
  });

  it('names the one step left, and no amount before one is chosen', async () => {
    handle('loanOrderLatest', () => ({ data: { order: { ...order(14), loanAmount: 0 } } }));
    await renderApp('/');
    expect(
      await screen.findByText(
        'Everything is filled in. Next step: choose your amount and sign the agreement.',
      ),
    ).toBeTruthy();
    expect(screen.queryByText(/continue filling/i)).toBeNull();
    expect(screen.queryByText('TZS 0')).toBeNull();
  });

  it('follows a repayment on its way until the wallet answers, then shows the new balance', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    try {
      let confirmed = false;
      const reads = handle('loanOrderLatest', () => ({
        data: {
          order: confirmed
            ? { ...order(2, 1767214800), amountDue: 45_000, pending: undefined }
            : order(2, 1767214800),
        },
      }));
      await renderApp('/');
      const notice = 'TZS 5,000 on its way from your wallet, we are waiting for M-Pesa to confirm';
      expect(await screen.findByText(notice)).toBeTruthy();
      confirmed = true;
      await act(() => vi.advanceTimersByTimeAsync(FOLLOW_MS + 100));
      await waitFor(() => expect(screen.queryByText(notice)).toBeNull());
      expect(screen.getByText('To close the loan today: TZS 45,000')).toBeTruthy();
      // Nothing on its way: Home stops asking.
      const asked = reads.length;
      await act(() => vi.advanceTimersByTimeAsync(3 * FOLLOW_MS));
      expect(reads.length).toBe(asked);
    } finally {
      vi.useRealTimers();
    }
  });
});
