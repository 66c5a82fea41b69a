// @vitest-environment jsdom
/**
 * The borrower requests page: open requests with their deadline, an overdue one marked; the
 * register link carries the chosen range; finance closes one with an outcome and a response,
 * support sees no close form; a request closed by a colleague first is said so; staff
 * acknowledge one by its acknowledgement date, and one acknowledged shows the day.
 */
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { RequestsPage } from '../../src/ops/requests-page';
import type { RightsRequestRow } from '../../src/ops/types';
import { json, posted, serveConsole, setUpConsolePageTests, showPage } from './support';

const row = (over: Partial<RightsRequestRow>): RightsRequestRow => ({
  id: 1,
  reference: 'D-10000001',
  kind: 'dispute',
  status: 'open',
  userId: 7,
  name: 'Amina Juma',
  mobile: '+255*******78',
  filedAt: '2026-01-01T09:00:00.000Z',
  deadline: '2026-01-16T09:00:00.000Z',
  ackDueAt: '2026-01-03T09:00:00.000Z',
  daysLeft: -5,
  overdue: true,
  ...over,
});

const ROWS = [
  row({}),
  row({
    id: 2,
    reference: 'C-20000002',
    kind: 'complaint',
    status: 'acknowledged',
    acknowledgedAt: '2026-01-02T10:00:00.000Z',
    daysLeft: 12,
    overdue: false,
  }),
];
/** The books' clock, a sandbox's moved one: the register's days follow it, not the browser's. */
const BOOKS_NOW = Date.UTC(2027, 6, 17, 10);

function serve(actions: string[], closeStatus = 200) {
  serveConsole((url, init) => {
    if (init?.method === 'POST')
      return json(closeStatus === 200 ? { id: 1 } : { error: 'alreadyClosed' }, closeStatus);
    if (url === '/ops/api/me') return json({ staff: { id: 1 }, actions, booksNow: BOOKS_NOW });
    return json({ page: 1, more: false, rows: ROWS });
  });
}

const show = () => showPage(<RequestsPage />);

setUpConsolePageTests();

describe('borrower requests page', () => {
  it('marks the overdue request and closes one with an outcome and a response', async () => {
    serve(['rights.read', 'rights.close']);
    show();
    expect(await screen.findByText('Overdue by 5 days')).toBeTruthy();
    expect(screen.getByText('12 days left')).toBeTruthy();
    expect(screen.getByText('Bureau data dispute')).toBeTruthy();
    // Whose request it is: the borrower's name, linked to their page, not a masked number alone.
    const borrowers = screen.getAllByRole('link', { name: 'Amina Juma' });
    expect(borrowers[0]?.getAttribute('href')).toBe('#/borrower/7');
    const link = await screen.findByRole('link', {
      name: 'Download the complaints register (CSV)',
    });
    expect(link.getAttribute('href')).toBe(
      '/ops/api/rights-requests/register.csv?from=2027-07-01&to=2027-07-17',
    );

    const [outcome] = await screen.findAllByRole('combobox', { name: 'Outcome' });
    const [response] = screen.getAllByRole('textbox', {
      name: 'Written response to the borrower (3–1000 characters)',
    });
    const [close] = screen.getAllByRole('button', { name: 'Close request' });
    if (!outcome || !response || !close) throw new Error('no close form');
    expect(close).toHaveProperty('disabled', true);
    await userEvent.selectOptions(outcome, 'corrected');
    await userEvent.type(response, 'The listing was corrected.');
    await userEvent.click(close);
    expect(await screen.findByText('Request D-10000001 closed.')).toBeTruthy();
    expect(posted).toEqual([
      {
        url: '/ops/api/rights-requests/1/close',
        body: { outcome: 'corrected', response: 'The listing was corrected.' },
      },
    ]);
  });

  it('offers support no close form, and says when a colleague closed it first', async () => {
    serve(['rights.read']);
    show();
    expect(await screen.findByText('Overdue by 5 days')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Close request' })).toBeNull();
    cleanup();

    serve(['rights.read', 'rights.close'], 409);
    show();
    const [response] = await screen.findAllByRole('textbox', {
      name: 'Written response to the borrower (3–1000 characters)',
    });
    const [close] = screen.getAllByRole('button', { name: 'Close request' });
    if (!response || !close) throw new Error('no close form');
    await userEvent.type(response, 'Rejected after review.');
    await userEvent.click(close);
    expect(
      await screen.findByText('Someone closed this request already; their response stands.'),
    ).toBeTruthy();
  });

  it('acknowledges an open request by its date, and shows the day of one acknowledged', async () => {
    serve(['rights.read']);
    show();
    expect(await screen.findByText('Acknowledge by 2026-01-03')).toBeTruthy();
    expect(screen.getByText('Acknowledged on 2026-01-02')).toBeTruthy();
    // Only the request not yet acknowledged offers the button; support may press it.
    const buttons = screen.getAllByRole('button', { name: 'Acknowledge' });
    expect(buttons).toHaveLength(1);
    await userEvent.click(buttons[0] as HTMLElement);
    expect(await screen.findByText('Request D-10000001 acknowledged.')).toBeTruthy();
    expect(posted).toEqual([{ url: '/ops/api/rights-requests/1/acknowledge', body: {} }]);
  });
});
