// @vitest-environment jsdom
/**
 * The statement of account: reached from repay_detail, every charge and payment with
 * the payment's split and the balance after; saved as CSV or text with the same figures; printed;
 * in Kiswahili too.
 */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { handle, startApiServer } from '../../app/support/api-server';
import { renderApp } from '../../app/support/render-app';
import { signedInBorrower } from '../../app/support/signed-in';
import type { RepaymentStatementResponse } from '../../../src/shared/contract/types.gen';
import { repaymentDetail } from './repay-fixtures';

startApiServer();

const zero = { penalty: 0, fee: 0, interest: 0, principal: 0, credit: 0 };
const at = 1767214800;
const statement: RepaymentStatementResponse = {
  orderNo: 'A1',
  currency: 'TZS',
  generatedAt: at + 40 * 86_400,
  lines: [
    { kind: 'principal', at, amount: 50_000, balance: 50_000, credit: 0 },
    { kind: 'fee', at, amount: 2_500, balance: 50_000, credit: 0 },
    { kind: 'tax', at, amount: 450, balance: 50_000, credit: 0 },
    { kind: 'payout', at, reference: 'P1', amount: 47_050, balance: 50_000, credit: 0 },
    {
      kind: 'interest',
      at: at + 30 * 86_400,
      fromDate: at + 86_400,
      toDate: at + 30 * 86_400,
      amount: 1_230,
      balance: 51_230,
      credit: 0,
    },
    {
      kind: 'payment',
      at: at + 30 * 86_400,
      reference: 'R1',
      amount: 20_000,
      allocation: { ...zero, interest: 1_230, principal: 18_770 },
      balance: 31_230,
      credit: 0,
    },
  ],
  totals: {
    principal: 50_000,
    fee: 2_500,
    tax: 450,
    payout: 47_050,
    interest: 1_230,
    penalty: 0,
    rolloverFee: 0,
    payment: 20_000,
    carriedCredit: 0,
    waiver: 0,
    writeOff: 0,
    refund: 0,
    creditCarried: 0,
    paymentPlan: 0,
    allocated: { ...zero, interest: 1_230, principal: 18_770 },
  },
  balance: 31_230,
  credit: 0,
};

/** A blob's text (jsdom's Blob has no text()). */
function textOf(blob: Blob): Promise<string> {
  return new Promise((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.readAsText(blob);
  });
}

const spies: { mockRestore: () => void }[] = [];

/** What the page hands to the browser to save: the blob's text and the file name. */
function capturedSaves() {
  const saved: { name: string; text: Promise<string> }[] = [];
  const blobs = new Map<string, Blob>();
  const made = vi.spyOn(URL, 'createObjectURL').mockImplementation((b) => {
    const url = `blob:${blobs.size}`;
    blobs.set(url, b as Blob);
    return url;
  });
  const revoked = vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
  const clicked = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    const blob = blobs.get(this.href);
    if (blob) saved.push({ name: this.download, text: textOf(blob) });
  });
  spies.push(made, revoked, clicked);
  return saved;
}

beforeEach(signedInBorrower);
afterEach(() => spies.splice(0).forEach((s) => s.mockRestore()));

describe('statement of account', () => {
  it('is reached from repay_detail and shows each charge, the payment split and the balance', async () => {
    handle('repaymentDetail', () => ({ data: repaymentDetail() }));
    const asked = handle('repaymentStatement', () => ({ data: statement }));
    const { router } = await renderApp('/repay/repay_detail?orderNo=A1');
    await userEvent.click(await screen.findByRole('link', { name: 'Statement of account' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/repay/statement'));
    expect(await screen.findByText('Fee (kept from the payout)')).toBeTruthy();
    expect(screen.getAllByText('Sent to your wallet')).toHaveLength(2); // the total and the line
    expect(screen.getByText('01/01/2026 · P1')).toBeTruthy();
    expect(asked[0]?.input).toMatchObject({ orderNo: 'A1' });
    expect(screen.getByText('Interest')).toBeTruthy();
    expect(screen.getByText('02/01/2026–31/01/2026')).toBeTruthy();
    expect(screen.getByText('To loan amount')).toBeTruthy();
    expect(screen.getByText('TZS 18,770')).toBeTruthy();
    expect(screen.getByText('−TZS 20,000')).toBeTruthy();
    expect(screen.getAllByText('TZS 31,230').length).toBeGreaterThanOrEqual(2); // owed now, after
  });

  it('saves CSV and text with the same lines, and prints', async () => {
    handle('repaymentStatement', () => ({ data: statement }));
    const saved = capturedSaves();
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    spies.push(print);
    await renderApp('/repay/statement?orderNo=A1');
    await userEvent.click(await screen.findByRole('button', { name: 'Download CSV' }));
    await userEvent.click(screen.getByRole('button', { name: 'Download text' }));
    await userEvent.click(screen.getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledOnce();
    expect(saved.map((s) => s.name)).toEqual(['statement-A1.csv', 'statement-A1.txt']);
    const csv = (await saved[0]!.text).split('\r\n');
    expect(csv[0]).toBe(
      '"Date","Item","Reference","Amount","To penalty","To fee","To interest","To loan amount","Overpayment","Balance after"',
    );
    expect(csv).toContain(
      '"31/01/2026","Payment","R1","TZS 20,000","TZS 0","TZS 0","TZS 1,230","TZS 18,770","TZS 0","TZS 31,230"',
    );
    const text = await saved[1]!.text;
    expect(text).toContain('Loan: A1');
    expect(text).toContain('31/01/2026  Payment (R1): TZS 20,000');
    expect(text).toContain('Owed now: TZS 31,230');
  });

  it('speaks Kiswahili', async () => {
    handle('repaymentStatement', () => ({ data: statement }));
    await renderApp('/repay/statement?orderNo=A1', 'sw_KE');
    expect(await screen.findByText('Ada (imekatwa kwenye malipo)')).toBeTruthy();
    expect(screen.getByText('Deni sasa')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Pakua CSV' })).toBeTruthy();
  });
});
