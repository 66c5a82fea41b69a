// @vitest-environment jsdom
/**
 * Payment plans in the collections page: a collector opens a loan's plans and proposes
 * instalments; a member who may approve sees the plans waiting, their own without buttons, and
 * approves another's; a refusal reads in words.
 */
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { CollectionsPage } from '../../src/ops/collections-page';
import type { Queue } from '../../src/ops/collections-types';
import type { PlanRow } from '../../src/ops/plans-types';
import type { BorrowerSummary } from '../../src/ops/summary-types';
import { COUNTRY_CODES } from '../../src/shared/countries';
import { formatMoney } from '../../src/shared/format';
import { json, posted, serveConsole, setUpConsolePageTests, showPage } from './support';

const COUNTRY = COUNTRY_CODES[0];

const queue: Queue = {
  country: COUNTRY,
  day: '2026-01-14',
  buckets: ['1-7'],
  next: null,
  rows: [
    {
      orderId: 1,
      orderNo: 'TZ100',
      userId: 9,
      name: 'Amina Juma',
      mobile: '+255712345678',
      bucket: '1-7',
      daysPastDue: 4,
      principal: 10_000,
      owed: 10_500,
      staffId: 3,
      staffEmail: 'c@lender.test',
      noContact: false,
      promise: null,
      followUp: false,
    },
  ],
};

// The contact panel beside the queue heads itself with the borrower and loan summary.
const summary: BorrowerSummary = {
  userId: 9,
  name: 'Amina Juma',
  mobile: '+255712345678',
  country: COUNTRY,
  flags: [],
  loans: 1,
  loan: {
    orderNo: 'TZ100',
    status: 3,
    country: COUNTRY,
    amount: 10_000,
    dueDate: '2026-01-10',
    daysPastDue: 4,
    owedOnDueDate: 10_500,
    owedToday: 10_500,
  },
};

const plan = (id: number, proposer: number): PlanRow => ({
  id,
  orderNo: `TZ10${id}`,
  country: COUNTRY,
  kind: 'instalments',
  status: 'proposed',
  reason: 'lost her job',
  total: 10_500,
  instalments: [
    { date: '2026-01-20', amount: 5_250 },
    { date: '2026-01-27', amount: 5_250 },
  ],
  proposedBy: { id: proposer, email: proposer === 3 ? 'c@lender.test' : 'b@lender.test' },
  approvedBy: null,
  proposedAt: '2026-01-15T06:00:00.000Z',
  acceptedAt: null,
});

function serve(refusal?: string) {
  serveConsole((url, init) => {
    if (init?.method === 'POST') return refusal ? json({ error: refusal }, 409) : json({ id: 1 });
    if (url === '/ops/api/me')
      return json({
        staff: { id: 3, email: 'c@lender.test', role: 'collections' },
        csrfToken: 'x',
        actions: ['collections.read', 'collections.contact', 'plans.approve'],
      });
    if (url === '/ops/api/collections/plans?status=proposed')
      return json({ rows: [plan(1, 3), plan(2, 4)] });
    if (url.endsWith('/plans')) return json({ rows: [] });
    if (url.includes('/contacts'))
      return json({
        orderNo: 'TZ100',
        country: COUNTRY,
        owed: 10_500,
        noContact: false,
        contactHours: { from: '08:00', to: '20:00', timeZone: 'Africa/Dar_es_Salaam' },
        templates: [],
        rows: [],
      });
    if (url.includes('/summary/')) return json(summary);
    return json(queue);
  });
}

setUpConsolePageTests();

describe('payment plans in the collections page', () => {
  it('lists plans waiting for a second person and approves another’s', async () => {
    serve();
    showPage(<CollectionsPage />);
    expect(await screen.findByText('Payment plans waiting for a second person')).toBeTruthy();
    const schedule = `2026-01-20: ${formatMoney(5_250, COUNTRY)} · 2026-01-27: ${formatMoney(5_250, COUNTRY)}`;
    expect(await screen.findAllByText(schedule)).toHaveLength(2);
    expect(screen.getByText('Your proposal: someone else approves it.')).toBeTruthy();
    const approve = screen.getAllByRole('button', { name: 'Approve' });
    expect(approve).toHaveLength(1);
    await userEvent.click(approve[0]!);
    expect(
      await screen.findByText('Plan for TZ102 approved: the borrower can accept it in the app.'),
    ).toBeTruthy();
    expect(posted).toEqual([{ url: '/ops/api/collections/plans/2/approve', body: { note: '' } }]);
  });

  it('proposes instalments for an open loan and words a refusal', async () => {
    serve('planCount');
    showPage(<CollectionsPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Contacts' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Payment plans' }));
    const count = await screen.findByLabelText('Instalments');
    await userEvent.clear(count);
    await userEvent.type(count, '9');
    await userEvent.type(screen.getByLabelText('First instalment on'), '2026-01-20');
    await userEvent.type(screen.getByLabelText('Reason (hardship)'), 'lost her job');
    await userEvent.click(screen.getByRole('button', { name: 'Propose plan' }));
    expect(
      await screen.findByText('That number of instalments is not allowed for this product.'),
    ).toBeTruthy();
    expect(posted).toEqual([
      {
        url: '/ops/api/collections/loans/TZ100/plans',
        body: { kind: 'instalments', count: 9, firstDate: '2026-01-20', reason: 'lost her job' },
      },
    ]);
  });
});
