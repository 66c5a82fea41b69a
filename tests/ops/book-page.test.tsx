// @vitest-environment jsdom
/**
 * The loan book opened from a portfolio figure: the link's filter is the list's first query (and
 * its CSV's), "Show all loans" drops it; a column heading sorts the page shown, by click or key.
 */
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BookPage } from '../../src/ops/book-page';
import { COUNTRY_CODES } from '../../src/shared/countries';
import { asked, json, serveConsole, setUpConsolePageTests, showPage } from './support';

const COUNTRY = COUNTRY_CODES[0];

const row = (orderNo: string, amount: number, overdueDays: number) => ({
  id: Number(orderNo.slice(1)),
  orderNo,
  userId: 7,
  mobile: '+255700000007',
  country: COUNTRY,
  status: 3,
  amount,
  days: 91,
  dueDate: '2026-01-10',
  overdueDays,
  createdAt: '2025-10-10T09:00:00.000Z',
});

const ROWS = [row('D2', 30_000, 9), row('D1', 50_000, 28), row('D3', 40_000, 15)];

setUpConsolePageTests();
afterEach(() => {
  window.location.hash = '';
});

const orderNos = () =>
  within(screen.getByRole('table', { name: 'Orders' }))
    .getAllByRole('link')
    .map((a) => a.textContent)
    .filter((text) => text?.startsWith('D'));

describe('loan book', () => {
  it("lists a portfolio bucket's loans from the link, and all loans again on request", async () => {
    window.location.hash = `#/book?country=${COUNTRY}&overdueMin=8&overdueMax=30`;
    serveConsole(() => json({ next: null, rows: ROWS }));
    showPage(<BookPage />);
    expect(await screen.findByText('D1')).toBeTruthy();
    const filter = `&overdueMin=8&overdueMax=30&country=${COUNTRY}`;
    expect(asked).toEqual([`/ops/api/orders?${filter}`]);
    expect(screen.getByRole('link', { name: 'Export CSV' }).getAttribute('href')).toBe(
      `/ops/api/orders?format=csv${filter}`,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Show all loans' }));
    expect(screen.queryByText('Showing the loans of the portfolio figure you opened.')).toBeNull();
    expect(asked.at(-1)).toBe('/ops/api/orders?');
  });

  it('sorts the page by a column, both ways, from the keyboard too', async () => {
    serveConsole(() => json({ next: null, rows: ROWS }));
    showPage(<BookPage />);
    expect(await screen.findByText('D1')).toBeTruthy();
    expect(orderNos()).toEqual(['D2', 'D1', 'D3']);
    const amount = screen.getByRole('button', { name: /^Amount/ });
    fireEvent.click(amount);
    expect(orderNos()).toEqual(['D2', 'D3', 'D1']);
    fireEvent.click(amount);
    expect(orderNos()).toEqual(['D1', 'D3', 'D2']);
    // A heading is a button: Enter on it (as a keyboard user presses it) sorts as a click does.
    const days = screen.getByRole('button', { name: /^Overdue days/ });
    days.focus();
    expect(document.activeElement).toBe(days);
    fireEvent.click(days);
    expect(orderNos()).toEqual(['D2', 'D3', 'D1']);
    expect(
      screen.getByRole('columnheader', { name: /Overdue days/ }).getAttribute('aria-sort'),
    ).toBe('ascending');
  });

  it('sorts borrowers found by a name and saves them as CSV in the words shown', async () => {
    const found = (userId: number, mobile: string, daysPastDue: number | null) => ({
      userId,
      mobile,
      country: COUNTRY,
      name: 'Asha Mwakyusa',
      createdAt: '2025-09-01T08:00:00.000Z',
      lastLoan:
        daysPastDue === null
          ? null
          : {
              orderNo: `D${userId}`,
              status: 3,
              amount: 30_000,
              createdAt: '2025-10-01',
              daysPastDue,
            },
    });
    serveConsole((url) =>
      json(
        url.includes('/borrowers')
          ? {
              next: null,
              rows: [
                found(1, '+255711000001', 40),
                found(2, '+255711000002', null),
                found(3, '+255711000003', 5),
              ],
            }
          : { next: null, rows: [] },
      ),
    );
    let saved: Blob | undefined;
    vi.stubGlobal('URL', {
      ...URL,
      createObjectURL: (blob: Blob) => {
        saved = blob;
        return 'blob:csv';
      },
      revokeObjectURL: () => undefined,
    });
    showPage(<BookPage />);
    fireEvent.change(screen.getByLabelText('Phone, name, national ID or order number'), {
      target: { value: 'Asha' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Find' }));
    const table = await screen.findByRole('table', { name: 'Borrowers' });
    const phones = () =>
      within(table)
        .getAllByText(/^\+2557110000/)
        .map((cell) => cell.textContent);
    fireEvent.click(within(table).getByRole('button', { name: /^Days past due/ }));
    // Ascending, a borrower with no loan last.
    expect(phones()).toEqual(['+255711000003', '+255711000001', '+255711000002']);
    fireEvent.click(screen.getByRole('button', { name: 'Save as CSV' }));
    const text = await new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(String(reader.result));
      reader.readAsText(saved!);
    });
    expect(text.split('\r\n')[0]).toBe('Name,Phone,Country,Joined,Last loan,Status,Days past due');
    // A phone starts with +: defused so a spreadsheet does not read it as a formula.
    expect(text).toContain("Asha Mwakyusa,'+255711000002");
    expect(text).toContain('No loan yet');
  });
});
