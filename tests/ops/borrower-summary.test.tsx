// @vitest-environment jsdom
/**
 * The borrower and loan summary draws from any answer the summary API gives: one without flags
 * (none set, or a server that leaves them out) and without a loan shows the borrower alone; one
 * with flags names each in words. A loan on time says what it owes by its due date; a late one
 * says the day it was due, since what it owes by then is what it owes today.
 */
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SummaryCard } from '../../src/ops/borrower-summary';
import { COUNTRY_CODES } from '../../src/shared/countries';
import { json, serveConsole, setUpConsolePageTests, showPage } from './support';

const COUNTRY = COUNTRY_CODES[0];

const summary = {
  userId: 12,
  name: 'Asha Mwakyusa',
  mobile: '+255712345678',
  country: COUNTRY,
  loans: 0,
  loan: null,
};

setUpConsolePageTests();

describe('borrower and loan summary', () => {
  it('shows a borrower whose summary carries no flags and no loan', async () => {
    serveConsole(() => json(summary));
    showPage(<SummaryCard of={{ userId: 12 }} />);
    const card = await screen.findByRole('region', { name: 'Borrower and loan summary' });
    expect(within(card).getByText('Asha Mwakyusa')).toBeTruthy();
    expect(within(card).getByText('+255712345678')).toBeTruthy();
    expect(within(card).getByText('0 loans')).toBeTruthy();
    expect(within(card).queryByText('Status')).toBeNull();
  });

  it('names each flag in words', async () => {
    serveConsole(() => json({ ...summary, flags: ['doNotContact', 'dispute'] }));
    showPage(<SummaryCard of={{ userId: 12 }} />);
    const card = await screen.findByRole('region', { name: 'Borrower and loan summary' });
    expect(within(card).getByText('Do not contact')).toBeTruthy();
    expect(within(card).getByText('Dispute')).toBeTruthy();
  });

  it('says what a loan owes by its due date, and the day a late one was due', async () => {
    const loan = {
      orderNo: 'X1',
      status: 2,
      country: COUNTRY,
      amount: 50_000,
      dueDate: '2027-03-11',
      daysPastDue: 0,
      owedOnDueDate: 63_413,
      owedToday: 62_000,
    };
    serveConsole(() => json({ ...summary, loans: 1, loan }));
    const shown = showPage(<SummaryCard of={{ userId: 12 }} />);
    let card = await screen.findByRole('region', { name: 'Borrower and loan summary' });
    expect(within(card).getByText('Owed by the due date 2027-03-11')).toBeTruthy();
    shown.unmount();

    serveConsole(() =>
      json({
        ...summary,
        loans: 1,
        loan: { ...loan, status: 3, daysPastDue: 128, owedToday: 122_413 },
      }),
    );
    showPage(<SummaryCard of={{ userId: 13 }} />);
    card = await screen.findByRole('region', { name: 'Borrower and loan summary' });
    expect(within(card).getByText('Was due on')).toBeTruthy();
    expect(within(card).getByText('2027-03-11')).toBeTruthy();
    expect(within(card).queryByText(/Owed by the due date/)).toBeNull();
  });
});
