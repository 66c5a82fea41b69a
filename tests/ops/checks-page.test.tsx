// @vitest-environment jsdom
/**
 * The checker's page: a request shows its maker, reason, evidence (the proof image) and journal
 * effect in words; Approve posts the decision, Reject needs a note; one's own request, or one of
 * the checker's own role, offers no buttons.
 */
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ChecksPage } from '../../src/ops/checks-page';
import type { CheckRow } from '../../src/ops/types';
import { json, posted, serveConsole, setUpConsolePageTests, showPage } from './support';

const row = (over: Partial<CheckRow>): CheckRow => ({
  id: 7,
  kind: 'proof',
  status: 'pending',
  orderNo: 'TZ100',
  amount: 9_980_000,
  reason: 'proof 3: 10000000 approved, 20000 owed',
  evidence: { fileId: 3, proofAmount: 10_000_000, owed: 20_000 },
  maker: { id: 1, role: 'finance', email: 'maker@lender.test' },
  checker: null,
  checkerNote: null,
  mine: false,
  refusal: null,
  country: 'TZ',
  effect: [
    { account: 'cash', amount: 9_980_000 },
    { account: 'liability:borrower-credit', amount: -9_980_000 },
  ],
  ...over,
});

function serve(rows: CheckRow[]) {
  serveConsole((_, init) =>
    init?.method === 'POST'
      ? json({ id: 7, status: 'approved' })
      : json({ page: 1, more: false, rows }),
  );
}

const show = () => showPage(<ChecksPage />);

setUpConsolePageTests();

describe('checks page', () => {
  it('shows maker, evidence and journal effect, and approves', async () => {
    serve([row({})]);
    show();
    // Amounts with the currency, the maker's role and the journal's accounts in words.
    expect(await screen.findByText('TZS 9,980,000')).toBeTruthy();
    expect(screen.getByText('Proof overpayment')).toBeTruthy();
    expect(screen.getByText('maker@lender.test (Finance)')).toBeTruthy();
    expect(
      screen.getByText('Proof 3: TZS 10,000,000 approved while TZS 20,000 was owed'),
    ).toBeTruthy();
    expect(screen.getByText('On the proof: TZS 10,000,000')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Proof image 3' }).getAttribute('href')).toBe(
      '/ops/api/proofs/3/image',
    );
    expect(screen.getByText("Borrower's credit TZS -9,980,000")).toBeTruthy();
    expect(document.body.textContent).not.toContain('liability:');
    expect(screen.getByRole('button', { name: 'Reject' })).toHaveProperty('disabled', true);
    await userEvent.click(screen.getByRole('button', { name: 'Approve and book' }));
    expect(await screen.findByText('Request 7 approved and booked.')).toBeTruthy();
    expect(posted).toEqual([{ url: '/ops/api/checks/7/approve', body: { note: '' } }]);
  });

  it("offers no decision on one's own request", async () => {
    serve([row({ mine: true })]);
    show();
    expect(await screen.findByText('Your request: another role checks it.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Approve and book' })).toBeNull();
  });

  it("offers no decision to the maker's own role, and says who checks it", async () => {
    serve([row({ refusal: 'sameRole' })]);
    show();
    expect(await screen.findByText('A member of another role must check this.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Approve and book' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Reject' })).toBeNull();
  });
});
