// @vitest-environment jsdom
/**
 * Receipts (issue: nothing showed how a payment was split, and money paid after the loan was
 * settled was kept without a word): reachable from repay_detail, each payment with its allocation,
 * the rollover fee as its own line and the balance after; an overpayment shown with the choice.
 */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { handle, startApiServer } from '../../app/support/api-server';
import { renderApp } from '../../app/support/render-app';
import { signedInBorrower } from '../../app/support/signed-in';
import { repaymentDetail } from './repay-fixtures';

startApiServer();

const receipt = {
  payOrderId: 'R1',
  kind: 'repayment' as const,
  paidAt: 1767214800,
  currency: 'TZS' as const,
  amount: 20_000,
  penalty: 0,
  fee: 0,
  interest: 1_430,
  principal: 18_570,
  rolloverFee: 0,
  credit: 0,
  balanceAfter: 41_430,
};
const rollover = {
  ...receipt,
  payOrderId: 'E1',
  kind: 'rollover' as const,
  amount: 2_072,
  interest: 0,
  principal: 0,
  rolloverFee: 2_072,
};
const late = {
  ...receipt,
  payOrderId: 'R3',
  amount: 1_000,
  interest: 0,
  principal: 0,
  credit: 1_000,
  balanceAfter: 0,
};

/** Loan A1 repaid, with 1,000 paid beyond what was owed. */
const repaid = repaymentDetail({
  status: 4,
  amountRepaid: 61_430,
  amountDue: 0,
  credit: 1_000,
  minRepayAmount: 0,
  canExtend: false,
  extensionDays: 7,
  channels: [],
});

beforeEach(signedInBorrower);

describe('receipts', () => {
  it('shows each payment split, the rollover fee apart, the balance after, and the credit choice', async () => {
    let credit = { credit: 1_000, refunding: 0, refunded: 0, carried: 0 };
    handle('repaymentReceipts', () => ({ data: { list: [receipt, rollover, late], credit } }));
    const chosen = handle('repaymentCredit', () => {
      credit = { credit: 0, refunding: 1_000, refunded: 0, carried: 0 };
      return { data: credit };
    });
    await renderApp('/repay/receipts?orderNo=A1');
    expect(await screen.findByText('Repayment: TZS 20,000')).toBeTruthy();
    expect(screen.getByText('TZS 1,430')).toBeTruthy();
    expect(screen.getByText('TZS 18,570')).toBeTruthy();
    expect(screen.getAllByText('TZS 41,430')).toHaveLength(2); // after the payment and the fee
    expect(screen.getByText('Rollover fee (does not reduce the loan)')).toBeTruthy();
    expect(screen.getByText('Paid beyond what was owed')).toBeTruthy();
    expect(screen.getByText('You paid TZS 1,000 more than you owed. It is yours.')).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Refund to my wallet' }));
    await waitFor(() =>
      expect(chosen[0]?.input).toMatchObject({ orderNo: 'A1', choice: 'refund' }),
    );
    expect(await screen.findByText('TZS 1,000 is on its way to your wallet.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Refund to my wallet' })).toBeNull();
  });

  it('is reached from repay_detail', async () => {
    handle('repaymentDetail', () => ({ data: repaid }));
    handle('repaymentReceipts', () => ({
      data: { list: [receipt], credit: { credit: 0, refunding: 0, refunded: 0, carried: 0 } },
    }));
    const { router } = await renderApp('/repay/repay_detail?orderNo=A1');
    await userEvent.click(await screen.findByRole('link', { name: 'Payments and receipts' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/repay/receipts'));
    expect(await screen.findByText('Repayment: TZS 20,000')).toBeTruthy();
  });

  it('speaks Kiswahili', async () => {
    handle('repaymentReceipts', () => ({
      data: { list: [receipt], credit: { credit: 0, refunding: 0, refunded: 0, carried: 0 } },
    }));
    await renderApp('/repay/receipts?orderNo=A1', 'sw_KE');
    expect(await screen.findByText('Malipo ya mkopo: TZS 20,000')).toBeTruthy();
    expect(screen.getByText('Kiasi kilichobaki baada ya malipo haya')).toBeTruthy();
  });
});
