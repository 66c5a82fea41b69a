// @vitest-environment jsdom
/**
 * The collections queue page: each loan with the borrower's name, the number as the
 * server showed it, what is owed in the country's currency with separators, the days past due and
 * a promise due today as a follow-up; a collector records a promise with its amount and day, and
 * sends a message only by picking a template, shown as the borrower reads it; a refusal the law
 * makes reads in words; the page speaks Kiswahili.
 */
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { CollectionsPage } from '../../src/ops/collections-page';
import type { ContactHistory, Queue } from '../../src/ops/collections-types';
import type { BorrowerSummary } from '../../src/ops/summary-types';
import { setLanguage } from '../../src/ops/i18n';
import { formatMoney } from '../../src/shared/format';
import { COUNTRY_CODES } from '../../src/shared/countries';
import { asked, json, posted, serveConsole, setUpConsolePageTests, showPage } from './support';

const COUNTRY = COUNTRY_CODES[0];

const queue: Queue = {
  country: COUNTRY,
  day: '2026-01-14',
  buckets: ['1-7', '8-30'],
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
      principal: 1_000_000,
      owed: 1_250_500,
      staffId: 3,
      staffEmail: 'c@lender.test',
      noContact: false,
      promise: { amount: 300_000, date: '2026-01-15', state: 'pending' },
      followUp: true,
    },
  ],
};

const history: ContactHistory = {
  orderNo: 'TZ100',
  country: COUNTRY,
  owed: 1_250_500,
  noContact: false,
  contactHours: { from: '08:00', to: '20:00', timeZone: 'Africa/Dar_es_Salaam' },
  templates: [
    { id: 'collector.reminder', values: [], text: 'Mkopo: your loan {{orderNo}} is overdue.' },
    {
      id: 'collector.promise',
      values: ['amount', 'date'],
      text: 'Mkopo: thank you for your promise to pay {{amount}} on {{date}}.',
    },
  ],
  rows: [
    {
      id: 5,
      at: '2026-01-14T07:30:00.000Z',
      outcome: 'noAnswer',
      note: 'rang twice',
      mobile: '+255712345678',
      staffEmail: 'c@lender.test',
      promiseAmount: null,
      promiseDate: null,
      promiseState: null,
    },
  ],
};

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
    amount: 1_000_000,
    dueDate: '2026-01-10',
    daysPastDue: 4,
    owedOnDueDate: 1_250_500,
    owedToday: 1_250_500,
  },
};

function serve(refusal?: string, actions = ['collections.read', 'collections.contact']) {
  serveConsole((url, init) => {
    if (init?.method === 'POST') {
      if (url.endsWith('/assign')) return json({ assigned: 7, perCollector: [] });
      return refusal ? json({ error: refusal }, 409) : json({ id: 6 });
    }
    if (url === '/ops/api/me')
      return json({
        staff: { id: 3, email: 'c@lender.test', role: 'collections' },
        csrfToken: 'x',
        actions,
      });
    if (url === '/ops/api/collections/collectors')
      return json({ rows: [{ id: 3, email: 'c@lender.test' }] });
    if (url.includes('/contacts')) return json(history);
    if (url.includes('/summary/')) return json(summary);
    return json(queue);
  });
}

const show = () => showPage(<CollectionsPage />);

setUpConsolePageTests();

describe('collections page', () => {
  it('opens a loan from the keyboard and puts the focus in its panel, beside the queue', async () => {
    serve();
    show();
    const open = await screen.findByRole('button', { name: 'Contacts' });
    open.focus();
    await userEvent.keyboard('{Enter}');
    const panel = await screen.findByRole('region', { name: 'Loan TZ100: contacts and plans' });
    expect(document.activeElement).toBe(panel);
    // The next Tab reaches the panel's own controls, not the rest of the table.
    await userEvent.tab();
    expect(panel.contains(document.activeElement)).toBe(true);
  });

  it('lists the loan in words and money, and records a promise', async () => {
    serve();
    show();
    expect(await screen.findByText('Amina Juma')).toBeTruthy();
    expect(screen.getByText('+255712345678')).toBeTruthy();
    expect(screen.getByText(formatMoney(1_250_500, COUNTRY))).toBeTruthy();
    expect(screen.getByText('4 days')).toBeTruthy();
    expect(screen.getByText('Follow up today')).toBeTruthy();
    const promised = `Promised ${formatMoney(300_000, COUNTRY)} by 2026-01-15`;
    expect(screen.getByText(promised)).toBeTruthy();
    expect(asked).toContain(`/ops/api/collections/queue?country=${COUNTRY}`);

    await userEvent.selectOptions(screen.getByLabelText('Collector'), 'me');
    expect(asked).toContain(`/ops/api/collections/queue?country=${COUNTRY}&assignee=me`);

    await userEvent.click(screen.getByRole('button', { name: 'Contacts' }));
    expect(await screen.findByText('rang twice')).toBeTruthy();
    expect(screen.getByRole('cell', { name: 'No answer' })).toBeTruthy();
    // 07:30 UTC on the borrower's country's clock (UTC+3).
    expect(screen.getByRole('cell', { name: '2026-01-14 10:30' })).toBeTruthy();
    await userEvent.selectOptions(screen.getByLabelText('Outcome'), 'promised');
    await userEvent.type(screen.getByLabelText('Note'), 'pays on payday');
    await userEvent.type(screen.getByLabelText('Amount promised'), '5000');
    await userEvent.type(screen.getByLabelText('Pay by'), '2026-01-16');
    await userEvent.click(screen.getByRole('button', { name: 'Record contact' }));
    expect(await screen.findByText('Contact recorded.')).toBeTruthy();
    expect(posted).toEqual([
      {
        url: '/ops/api/collections/loans/TZ100/contacts',
        body: {
          outcome: 'promised',
          note: 'pays on payday',
          promiseAmount: 5000,
          promiseDate: '2026-01-16',
        },
      },
    ]);
  });

  it('sends a message only as a picked template, with its amount and day', async () => {
    serve();
    show();
    await userEvent.click(await screen.findByRole('button', { name: 'Contacts' }));
    const picker = await screen.findByLabelText(/^Message to the borrower/);
    const options = [...picker.querySelectorAll('option')].map((o) => o.textContent);
    expect(options).toEqual(['No message', 'Overdue reminder', 'Promise noted']);
    await userEvent.selectOptions(picker, 'collector.promise');
    expect(screen.getByTestId('message-preview').textContent).toBe(
      'Mkopo: thank you for your promise to pay {{amount}} on {{date}}.',
    );
    await userEvent.type(screen.getByLabelText('Note'), 'will pay friday');
    await userEvent.type(screen.getByLabelText('Amount in the message'), '3000');
    await userEvent.type(screen.getByLabelText('Day in the message'), '2026-01-16');
    await userEvent.click(screen.getByRole('button', { name: 'Record contact' }));
    expect(await screen.findByText('Contact recorded; the message is on its way.')).toBeTruthy();
    expect(posted).toEqual([
      {
        url: '/ops/api/collections/loans/TZ100/contacts',
        body: {
          outcome: 'reached',
          note: 'will pay friday',
          message: { template: 'collector.promise', values: { amount: 3000, date: '2026-01-16' } },
        },
      },
    ]);
  });

  it('says in Kiswahili why the law refuses a contact, and when contact is allowed', async () => {
    setLanguage('sw_KE');
    serve('outsideContactHours');
    show();
    expect(await screen.findByText('Fuatilia leo')).toBeTruthy();
    expect(screen.getByText('Siku 4')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Mawasiliano' }));
    await userEvent.type(await screen.findByLabelText('Maelezo'), 'nimepiga simu');
    await userEvent.click(screen.getByRole('button', { name: 'Hifadhi mawasiliano' }));
    // The refusal says when contact is allowed, as the line beside the form does.
    const hours =
      'Wakopaji wanaweza kuwasiliana nao kuanzia 08:00 hadi 20:00 (saa za Dar es Salaam).';
    expect(
      await screen.findByText(
        `Nje ya saa ambazo wakopaji wanaweza kuwasiliana nao katika nchi hii. ${hours}`,
      ),
    ).toBeTruthy();
    expect(screen.getByText(hours)).toBeTruthy();
  });

  it('gives the lead the buckets per collector and a cap, and says how many were assigned', async () => {
    serve(undefined, ['collections.read', 'collections.assign']);
    show();
    await userEvent.click(await screen.findByLabelText('c@lender.test 8-30'));
    const cap = screen.getByLabelText('Most loans per collector');
    await userEvent.clear(cap);
    await userEvent.type(cap, '25');
    await userEvent.click(screen.getByRole('button', { name: 'Assign' }));
    expect(await screen.findByText('7 loans assigned.')).toBeTruthy();
    expect(posted).toEqual([
      {
        url: '/ops/api/collections/assign',
        body: { country: COUNTRY, cap: 25, collectors: [{ staffId: 3, buckets: ['8-30'] }] },
      },
    ]);
  });
});
