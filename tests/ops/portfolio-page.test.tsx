// @vitest-environment jsdom
/**
 * Finance's portfolio page: figures in the country's currency with separators, shares
 * as percent, the current bucket and money flows in words in English and Kiswahili; a chosen day
 * asks the server for that day, and the CSV link carries the same query.
 */
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { bucketLink, PortfolioPage } from '../../src/ops/portfolio-page';
import { setLanguage } from '../../src/ops/i18n';
import { formatMoney } from '../../src/shared/format';
import { COUNTRY_CODES } from '../../src/shared/countries';
import { asked, json, serveConsole, setUpConsolePageTests, showPage } from './support';

const COUNTRY = COUNTRY_CODES[0];

const report = (day: string) => ({
  country: COUNTRY,
  currency: 'any',
  day,
  filed: true,
  buckets: ['current', '1-7'],
  products: [
    {
      productId: 'P1',
      loans: 2,
      outstanding: 1_250_000,
      par: [{ days: 1, principal: 250_000, shareBp: 2000 }],
      aging: [
        { bucket: 'current', loans: 1, principal: 1_000_000 },
        { bucket: '1-7', loans: 1, principal: 250_000 },
      ],
      flows: { collected: { day: 3_000, month: 70_000 } },
      vintage: [
        { month: '2025-12', loans: 4, repaidOnTime: 3, shareBp: 7500 },
        { month: '2026-01', loans: 5, due: 2, repaidOnTime: 1, shareBp: 5000 },
      ],
    },
  ],
});

function serve() {
  serveConsole((url) => json(report(/day=([\d-]+)/.exec(url)?.[1] ?? '2026-01-20')));
}

const show = () => showPage(<PortfolioPage />);

setUpConsolePageTests();

describe('portfolio page', () => {
  it('shows money with currency and separators, PAR in percent, buckets and flows in words', async () => {
    serve();
    show();
    const money = formatMoney(1_250_000, COUNTRY);
    expect(await screen.findByText(`Outstanding principal ${money} on 2 loans`)).toBeTruthy();
    expect(screen.getByText('20.00 %')).toBeTruthy();
    expect(screen.getByText('Current')).toBeTruthy();
    // Each table says what its columns are.
    const headers = screen.getAllByRole('columnheader').map((h) => h.textContent);
    expect(headers).toEqual(
      expect.arrayContaining(['Portfolio at risk (days late)', 'Days late', 'Loans']),
    );
    expect(headers.filter((h) => h === 'Principal outstanding')).toHaveLength(2);
    expect(screen.getByText('Collected')).toBeTruthy();
    expect(screen.getByText(formatMoney(70_000, COUNTRY))).toBeTruthy();
    // A report filed before loans not yet due were told apart counts all its loans as due.
    expect(screen.getByText('3 of 4 due on time')).toBeTruthy();
    expect(screen.getByText('1 of 2 due on time · 3 not yet due')).toBeTruthy();
    expect(asked).toEqual([`/ops/api/portfolio?country=${COUNTRY}`]);

    fireEvent.change(screen.getByLabelText('Day (default: yesterday)'), {
      target: { value: '2026-01-14' },
    });
    expect(await screen.findByText('As filed at the close of 2026-01-14.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Download CSV' }).getAttribute('href')).toBe(
      `/ops/api/portfolio?country=${COUNTRY}&day=2026-01-14&format=csv`,
    );
  });

  it("opens a bucket's and a vintage's loans in the loan book", async () => {
    serve();
    show();
    const links = (await screen.findAllByRole('link', { name: '1 loan' })).map((a) =>
      a.getAttribute('href'),
    );
    expect(links).toEqual([
      `#/book?country=${COUNTRY}&status=2`,
      `#/book?country=${COUNTRY}&overdueMin=1&overdueMax=7`,
    ]);
    expect(screen.getByRole('link', { name: '2026-01' }).getAttribute('href')).toBe(
      `#/book?country=${COUNTRY}&paid=2026-01`,
    );
    expect(bucketLink(COUNTRY, '91+')).toBe(`#/book?country=${COUNTRY}&overdueMin=91`);
  });

  it('speaks Kiswahili', async () => {
    setLanguage('sw_KE');
    serve();
    show();
    expect(await screen.findByText('Kwa wakati')).toBeTruthy();
    expect(screen.getByText('Zilizokusanywa')).toBeTruthy();
  });
});
