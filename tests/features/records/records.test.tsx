// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { handle, startApiServer } from '../../app/support/api-server';
import { renderApp } from '../../app/support/render-app';
import { signedInBorrower } from '../../app/support/signed-in';

startApiServer();

beforeEach(signedInBorrower);

const row = (orderNo: string, status: 2 | 4 | 9 | 14 | 18, dueDate?: number) => ({
  orderNo,
  status,
  productName: 'Mkopo',
  currency: 'TZS' as const,
  loanAmount: 50000,
  repayAmount: 53740,
  days: 91,
  createdAt: 1760000000,
  ...(dueDate ? { dueDate } : {}),
});

describe('records', () => {
  it('lists orders with status labels, amounts and dates, and opens the detail of a disbursed one', async () => {
    handle('loanOrderListMarket', () => ({
      data: { list: [row('B2', 2, 1767214800), row('B1', 9)], total: 2 },
    }));
    handle('repaymentDetail', () => ({
      data: {
        orderNo: 'B2',
        status: 2,
        productName: 'Mkopo',
        currency: 'TZS',
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
        amountRepaid: 10000,
        amountDue: 43740,
        minRepayAmount: 1000,
        totalLoanLine: 60000,
        repaymentMobile: '0712***678',
        bankCode: 'mpesa',
        canExtend: false,
        channels: [],
      },
    }));
    const { router } = await renderApp('/records');
    expect(await screen.findByText('Repay 53,740 by 2026-01-01')).toBeTruthy();
    expect(screen.getByText('Repaying')).toBeTruthy();
    expect(screen.getByText('Rejected')).toBeTruthy();
    expect(screen.getByText('Applied on 2025-10-09')).toBeTruthy();
    await userEvent.click(screen.getByText('Order B2'));
    await waitFor(() => expect(router.state.location.search).toBe('?orderNo=B2'));
    expect(await screen.findByText('TZS 47,050')).toBeTruthy();
    expect(screen.getByText('TZS 43,740')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open' }).getAttribute('href')).toBe(
      '/repay/repay_detail?orderNo=B2',
    );
  });

  it('sends an order still being filled in to its screen', async () => {
    handle('loanOrderListMarket', () => ({ data: { list: [row('C1', 14)], total: 1 } }));
    const { router } = await renderApp('/records');
    await userEvent.click(await screen.findByText('Order C1'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/borrow/confirm_borrow'));
  });

  it('words an approved order waiting for the borrower as approved, not incomplete', async () => {
    handle('loanOrderListMarket', () => ({ data: { list: [row('D1', 18)], total: 1 } }));
    await renderApp('/records');
    expect(await screen.findByText('Approved')).toBeTruthy();
    expect(screen.queryByText('Incomplete')).toBeNull();
  });

  it("says 'No data' when there are no loans", async () => {
    handle('loanOrderListMarket', () => ({ data: { list: [], total: 0 } }));
    await renderApp('/records');
    expect(await screen.findByText('No data')).toBeTruthy();
  });

  it('offers login when signed out', async () => {
    localStorage.clear();
    await renderApp('/records');
    expect(
      (await screen.findByRole('link', { name: 'Log in or register' })).getAttribute('href'),
    ).toBe('/user/login?redirect=%2Frecords');
  });
});
