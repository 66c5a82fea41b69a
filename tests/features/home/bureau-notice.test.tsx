// @vitest-environment jsdom
/**
 * The notice before a credit-bureau listing on Home and in Records, for a borrower who missed the
 * SMS: the unpaid amount, the day it may be reported and to whom, how to pay or dispute, in the
 * borrower's language.
 */
import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { setItem } from '../../../src/lib/storage';
import { handle, startApiServer } from '../../app/support/api-server';
import { renderApp } from '../../app/support/render-app';

startApiServer();

// 24/05/2026 in Dar es Salaam.
const LISTABLE = Math.floor(Date.UTC(2026, 4, 24, 9, 0) / 1000);
const order = {
  orderNo: 'A1',
  status: 3 as const,
  productName: 'Mkopo',
  currency: 'TZS' as const,
  loanAmount: 30000,
  repayAmount: 30094,
  amountDue: 27514,
  owedOnDueDate: 27514,
  overdueSince: LISTABLE - 30 * 86_400,
  days: 91,
  dueDate: LISTABLE - 31 * 86_400,
  createdAt: 1760000000,
  bureauNotice: {
    kind: 'pre-listing' as const,
    amount: 27514,
    noticeAt: LISTABLE - 30 * 86_400,
    listableFrom: LISTABLE,
    bureaus: ['Creditinfo Tanzania'],
    supportPhone: '+255 700 000 000',
  },
};

beforeEach(() => {
  localStorage.clear();
  setItem('token', { Authorization: 't' });
  setItem('userInfo', {
    userId: '42',
    mobile: '+255712345678',
    country: 'TZ',
    createdAt: 1700000000,
  });
  handle('homepageData', () => ({
    data: { currency: 'TZS', minAmount: 1000, maxAmount: 60000, order },
  }));
  handle('loanOrderLatest', () => ({ data: { order } }));
  handle('loanOrderListMarket', () => ({ data: { list: [order], total: 1 } }));
  handle('bureauConsents', () => ({ data: { list: [] } }));
  handle('getCreditInfo', () => ({
    data: { currency: 'TZS', creditLimit: 60000, availableLimit: 60000, level: 1 },
  }));
});

describe('the bureau notice', () => {
  it('is on Home with the amount, the day, the bureaus and how to pay or dispute', async () => {
    await renderApp('/');
    expect(await screen.findByText('This loan may be reported to credit bureaus')).toBeTruthy();
    expect(
      screen.getByText(
        'On 24/04/2026, TZS 27,514 was unpaid. If the loan is still unpaid on 24/05/2026, we may report it to Creditinfo Tanzania. Repay it in the app to avoid this. If it is wrong, dispute it in My requests or call +255 700 000 000.',
      ),
    ).toBeTruthy();
  });

  it('is in Records, in Kiswahili too', async () => {
    await renderApp('/records', 'sw_TZ');
    expect(
      await screen.findByText('Mkopo huu unaweza kuripotiwa kwa taasisi za taarifa za mikopo'),
    ).toBeTruthy();
    expect(
      screen.getByText(
        /Tarehe 24\/04\/2026, TZS 27,514 zilikuwa hazijalipwa\. Ikiwa mkopo bado haujalipwa tarehe 24\/05\/2026/,
      ),
    ).toBeTruthy();
  });
});
