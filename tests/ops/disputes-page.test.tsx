// @vitest-environment jsdom
/**
 * Finance's payment disputes sort by any column and save as CSV, the resolve form left out of the
 * file; each still closes with what was found. States and rails read in words, amounts in their
 * currency.
 */
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DisputesPage } from '../../src/ops/disputes-page';
import { json, serveConsole, setUpConsolePageTests, showPage } from './support';

const dispute = (id: number, provider: string) => ({
  id,
  orderNo: `TZ00${id}`,
  country: 'TZ',
  purpose: 'repay',
  provider,
  payOrderId: `PO${id}`,
  providerRef: null,
  receivedAt: `2026-01-1${id}T08:00:00.000Z`,
  expected: { status: 'succeeded', amount: 5000 },
  received: { status: 'failed', amount: null },
});

setUpConsolePageTests();

describe('payment disputes', () => {
  it('sorts by a column and keeps the resolve form per row', async () => {
    serveConsole((url) =>
      url.endsWith('/disputes')
        ? json({ rows: [dispute(1, 'selcom'), dispute(2, 'mpesa')] })
        : json({ error: 'unavailable' }, 503),
    );
    showPage(<DisputesPage />);
    const table = await screen.findByRole('table', {
      name: 'Payment reports that contradict the books',
    });
    const payments = () =>
      within(table)
        .getAllByText(/^Repayment · PO\d$/)
        .map((cell) => cell.textContent?.split(' · ')[1]);
    expect(payments()).toEqual(['PO1', 'PO2']);
    fireEvent.click(within(table).getByRole('button', { name: /^Rail\s*$/ }));
    expect(payments()).toEqual(['PO2', 'PO1']);
    expect(within(table).getAllByRole('textbox')).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Save as CSV' })).toBeTruthy();
    expect(within(table).getAllByText('Paid, TZS 5,000')).toHaveLength(2);
    expect(within(table).getAllByText('Failed')).toHaveLength(2);
    expect(within(table).getByRole('link', { name: 'TZ001' })).toBeTruthy();
    expect(within(table).getAllByText(/^Repayment · PO\d$/)).toHaveLength(2);
    // A rail in words; one a newer server added keeps its name.
    expect(within(table).getByText('Selcom')).toBeTruthy();
    expect(within(table).getByText('mpesa')).toBeTruthy();
  });
});
