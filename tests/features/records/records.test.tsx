// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { handle, startApiServer } from '../../app/support/api-server';
import { renderApp } from '../../app/support/render-app';
import { signedInBorrower } from '../../app/support/signed-in';
import { repaymentDetail } from '../repay/repay-fixtures';

startApiServer();

beforeEach(() => {
  signedInBorrower();
  handle('bureauConsents', () => ({ data: { list: [] } }));
});

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
  ...(status === 2 ? { amountDue: 43740, owedOnDueDate: 44100 } : {}),
});

describe('records', () => {
  it('lists orders with status labels, amounts and dates, and opens the detail of a disbursed one', async () => {
    handle('loanOrderListMarket', () => ({
      data: { list: [row('B2', 2, 1767214800), row('B1', 9)], total: 2 },
    }));
    handle('repaymentDetail', () => ({
      data: repaymentDetail({
        orderNo: 'B2',
        amountRepaid: 10000,
        amountDue: 43740,
        owedOnDueDate: 44100,
        canExtend: false,
        extensionDays: 7,
        channels: [],
      }),
    }));
    const { router } = await renderApp('/records');
    // The row names both amounts, never the signed total as if it were owed today.
    expect(await screen.findByText('To repay by 01/01/2026: TZS 44,100')).toBeTruthy();
    expect(screen.getByText('To close the loan today: TZS 43,740')).toBeTruthy();
    expect(screen.getByText('Repaying')).toBeTruthy();
    expect(screen.getByText('Rejected')).toBeTruthy();
    expect(screen.getByText('Applied on 09/10/2025')).toBeTruthy();
    await userEvent.click(screen.getByText('Order B2'));
    await waitFor(() => expect(router.state.location.search).toBe('?orderNo=B2'));
    expect(await screen.findByText('TZS 47,050')).toBeTruthy();
    expect(screen.getByText('To repay by 01/01/2026: TZS 44,100')).toBeTruthy();
    expect(screen.getByText('To close the loan today: TZS 43,740')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open' }).getAttribute('href')).toBe(
      '/repay/repay_detail?orderNo=B2',
    );
    expect(screen.getByRole('link', { name: 'Statement of account' }).getAttribute('href')).toBe(
      '/repay/statement?orderNo=B2',
    );
    expect(screen.getByText('Fee and tax')).toBeTruthy();
  });

  it('says "Processing fee", not "and tax", for a loan whose fee carried no tax', async () => {
    handle('loanOrderListMarket', () => ({ data: { list: [row('B3', 2, 1767214800)], total: 1 } }));
    handle('repaymentDetail', () => ({
      data: repaymentDetail({ orderNo: 'B3', fee: 2500, feeTax: 0, channels: [] }),
    }));
    await renderApp('/records');
    await userEvent.click(await screen.findByText('Order B3'));
    expect(await screen.findByText('Processing fee')).toBeTruthy();
    expect(screen.queryByText('Fee and tax')).toBeNull();
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

  it('shows again the consent to credit reporting given at apply, with its version and time', async () => {
    handle('loanOrderListMarket', () => ({ data: { list: [row('E1', 2)], total: 1 } }));
    handle('bureauConsents', () => ({
      data: { list: [{ version: '2026-11', lang: 'en', orderNo: 'E1', consentedAt: 1767214800 }] },
    }));
    await renderApp('/records');
    const consent = await screen.findByRole('region', { name: 'Consent to credit reporting' });
    expect(consent.textContent).toContain('(version 2026-11) with order E1');
    expect(consent.textContent).toContain('01/01/2026');
    await waitFor(() => expect(consent.textContent).toContain('Mkopo Credit Tanzania Limited'));
  });
});
