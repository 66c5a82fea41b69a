// @vitest-environment jsdom
/**
 * A loan's page for an application never paid out (declined, assessing, lapsed): it says there is
 * nothing owed, no schedule, no payment and nothing booked, instead of zero amounts and empty
 * tables under their headings; a paid-out loan shows its owed parts and payments.
 */
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { OrderPage } from '../../src/ops/order-page';
import { setLanguage } from '../../src/ops/i18n';
import { json, serveConsole, setUpConsolePageTests, showPage } from './support';

const order = { orderNo: 'TZ9', userId: 4, status: 5, amount: 50_000, country: 'TZ' };
const paidOut = {
  order: { ...order, status: 2 },
  owed: { principal: 50_000, interest: 1_000, fee: 0, penalty: 0 },
  schedule: [{ dueDate: '2026-03-01', amount: 51_000 }],
  payments: [
    {
      payOrderId: 'P1',
      purpose: 'disburse',
      amount: 50_000,
      status: 'succeeded',
      provider: 'sandbox',
    },
  ],
  lines: [
    {
      entryId: 1,
      kind: 'disbursement',
      idemKey: 'disburse:9',
      at: '2026-01-01T08:00:00.000Z',
      account: 'cash',
      amount: -50_000,
    },
    {
      entryId: 1,
      kind: 'disbursement',
      idemKey: 'disburse:9',
      at: '2026-01-01T08:00:00.000Z',
      account: 'receivable:principal',
      amount: 50_000,
    },
  ],
};
const never = { order, owed: {}, schedule: [], payments: [], lines: [] };

function serve(view: unknown) {
  serveConsole((url) =>
    url.endsWith('/orders/TZ9')
      ? json(view)
      : url.endsWith('/me')
        ? json({
            staff: { id: 1, email: 'f@lender.test', role: 'finance' },
            csrfToken: 'x',
            actions: ['book.read'],
          })
        : json({ error: 'notFound' }, 404),
  );
}

describe('a loan page', () => {
  setUpConsolePageTests();

  it('says an application never paid out owes nothing and has nothing booked', async () => {
    serve(never);
    showPage(<OrderPage orderNo="TZ9" />);
    expect(await screen.findByText('Never paid out: nothing is owed.')).toBeTruthy();
    expect(screen.getByText('No schedule until the loan is paid out.')).toBeTruthy();
    expect(screen.getByText('No payments yet.')).toBeTruthy();
    expect(screen.getByText('Nothing booked yet.')).toBeTruthy();
    expect(screen.queryAllByRole('table')).toEqual([]);
    expect(screen.queryByText(/TZS 0\b/)).toBeNull();
  });

  it('shows a paid-out loan its owed parts and payments', async () => {
    serve(paidOut);
    showPage(<OrderPage orderNo="TZ9" />);
    expect(await screen.findByText('P1')).toBeTruthy();
    expect(screen.queryByText('Never paid out: nothing is owed.')).toBeNull();
    expect(screen.queryByText('No payments yet.')).toBeNull();
    expect(screen.getAllByRole('table').length).toBeGreaterThan(0);
  });

  it('says it in Kiswahili', async () => {
    setLanguage('sw_KE');
    serve(never);
    showPage(<OrderPage orderNo="TZ9" />);
    expect(await screen.findByText('Haujatolewa: hakuna deni.')).toBeTruthy();
    expect(screen.getByText('Hakuna malipo bado.')).toBeTruthy();
  });
});
