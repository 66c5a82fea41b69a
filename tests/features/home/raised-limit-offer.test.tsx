// @vitest-environment jsdom
/**
 * Home after a finished loan: the higher limit is offered in words after timely repayment, and a
 * payment beyond what was owed is announced until the borrower decides what to do with it.
 */
import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { handle, startApiServer } from '../../app/support/api-server';
import { renderApp } from '../../app/support/render-app';
import { lastLoanFinished, signedInBorrower, summary } from '../borrow/fixtures';

startApiServer();

beforeEach(() => {
  signedInBorrower();
  lastLoanFinished();
  receipts(0);
});

/** The last loan's receipts: its one repayment and, with `credit`, a late push beyond the debt. */
const receipts = (credit: number) =>
  handle('repaymentReceipts', () => ({
    data: {
      list: [
        {
          payOrderId: 'R1',
          kind: 'repayment' as const,
          paidAt: 1767214800,
          currency: 'TZS' as const,
          amount: 64_488 + credit,
          penalty: 0,
          fee: 0,
          interest: 4_488,
          principal: 60_000,
          rolloverFee: 0,
          credit,
          balanceAfter: 0,
        },
      ],
      credit: { credit, refunding: 0, refunded: 0, carried: 0 },
    },
  }));

const credit = (level: number, creditLimit: number) =>
  handle('getCreditInfo', () => ({
    data: { currency: 'TZS', creditLimit, availableLimit: creditLimit, level },
  }));

describe('raised limit on Home', () => {
  it('says "You can now borrow up to" the new limit after timely repayment', async () => {
    credit(2, 150000);
    await renderApp('/');
    expect(await screen.findByText('You can now borrow up to TZS 150,000')).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Apply again' })).toBeTruthy();
  });

  it('says nothing of a raise at the first level', async () => {
    credit(1, 60000);
    await renderApp('/');
    expect(await screen.findByRole('button', { name: 'Apply again' })).toBeTruthy();
    expect(screen.queryByText(/You can now borrow up to/)).toBeNull();
  });

  it('promises no higher limit when the last loan did not raise it (late, or repaid too soon)', async () => {
    credit(2, 150000);
    handle('loanOrderLatest', () => ({
      data: { order: { ...summary(2), status: 4 as const, creditLimit: 150000 } },
    }));
    await renderApp('/');
    expect(
      await screen.findByText('Well done, this loan is repaid. You can apply again.'),
    ).toBeTruthy();
    expect(screen.queryByText(/You can now borrow up to/)).toBeNull();
    expect(screen.queryByText(/higher limit/)).toBeNull();
  });

  it('promises it when the next application gets it', async () => {
    credit(2, 150000);
    handle('loanOrderLatest', () => ({
      data: { order: { ...summary(2), status: 4 as const, creditLimit: 60000 } },
    }));
    await renderApp('/');
    expect(await screen.findByText('You can now borrow up to TZS 150,000')).toBeTruthy();
    expect(screen.getByText(/Apply again for a higher limit/)).toBeTruthy();
  });

  it('is in Kiswahili for a Kiswahili borrower', async () => {
    credit(2, 150000);
    await renderApp('/', 'sw_KE');
    expect(await screen.findByText('Sasa unaweza kukopa hadi TZS 150,000')).toBeTruthy();
  });

  it('announces money paid beyond the debt and links to the choice of refund or next loan', async () => {
    credit(1, 60000);
    receipts(1000);
    const { router } = await renderApp('/');
    expect(
      await screen.findByText(
        /You paid TZS 1,000 more than you owed on your last loan\. It is yours\./,
      ),
    ).toBeTruthy();
    const link = screen.getByRole('link', { name: 'Refund it or use it on your next loan' });
    expect(link.getAttribute('href')).toBe(`/repay/receipts?orderNo=${summary(2).orderNo}`);
    expect(router.state.location.pathname).toBe('/');
  });
});
