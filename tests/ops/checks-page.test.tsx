// @vitest-environment jsdom
/**
 * The checker's page: a request shows its maker, reason, evidence (the proof image) and journal
 * effect; Approve posts the decision, Reject needs a note; one's own request offers no buttons.
 */
import '../app/support/dom';
import { MantineProvider } from '@mantine/core';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { SWRConfig } from 'swr';
import { ChecksPage } from '../../src/ops/checks-page';
import { startI18n } from '../../src/ops/i18n';
import type { CheckRow } from '../../src/ops/types';

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
  effect: [
    { account: 'cash', amount: 9_980_000 },
    { account: 'liability:borrower-credit', amount: -9_980_000 },
  ],
  ...over,
});

const posted: { url: string; body: unknown }[] = [];

function serve(rows: CheckRow[]) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      if (init?.method === 'POST') {
        posted.push({ url, body: JSON.parse(String(init.body)) });
        return new Response(JSON.stringify({ id: 7, status: 'approved' }), { status: 200 });
      }
      return new Response(JSON.stringify({ page: 1, more: false, rows }), { status: 200 });
    }),
  );
}

function show() {
  return render(
    <MantineProvider env="test">
      <SWRConfig value={{ provider: () => new Map() }}>
        <ChecksPage />
      </SWRConfig>
    </MantineProvider>,
  );
}

beforeAll(() => startI18n());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  posted.length = 0;
});

describe('checks page', () => {
  it('shows maker, evidence and journal effect, and approves', async () => {
    serve([row({})]);
    show();
    expect(await screen.findByText('Proof overpayment 9,980,000')).toBeTruthy();
    expect(screen.getByText('maker@lender.test (finance)')).toBeTruthy();
    expect(screen.getByText('proofAmount: 10,000,000')).toBeTruthy();
    expect(screen.getByRole('link', { name: '#3' }).getAttribute('href')).toBe(
      '/ops/api/proofs/3/image',
    );
    expect(screen.getByText('liability:borrower-credit -9,980,000')).toBeTruthy();
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
});
