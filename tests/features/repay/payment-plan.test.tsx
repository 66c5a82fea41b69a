// @vitest-environment jsdom
/**
 * The payment plan card on repay_detail: the plan's key facts (each instalment's date
 * and amount, the total, no fee added) and Accept, which sends the total shown; once accepted the
 * screen reads the loan again and shows the plan under way, without the button.
 */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { handle, startApiServer } from '../../app/support/api-server';
import { renderApp } from '../../app/support/render-app';
import { repaymentDetail as detail, signedInWithPendingPayment } from './repay-fixtures';

startApiServer();
beforeEach(signedInWithPendingPayment);

const plan = {
  id: 7,
  kind: 'instalments' as const,
  currency: 'TZS' as const,
  total: 55_740,
  instalments: [
    { dueDate: 1767301200, amount: 18_580 },
    { dueDate: 1767906000, amount: 18_580 },
    { dueDate: 1768510800, amount: 18_580 },
  ],
};

describe('repay_detail, a payment plan', () => {
  it('shows the key facts, accepts the total shown, then shows the plan under way', async () => {
    let status: 'approved' | 'active' = 'approved';
    const accepted: unknown[] = [];
    handle('repaymentDetail', () => ({
      data: {
        ...detail({ status: 3, overdueDays: 12, amountDue: 55_740 }),
        paymentPlan: {
          ...plan,
          status,
          ...(status === 'approved' ? { acceptBy: 1767560400 } : {}),
        },
      },
    }));
    handle('paymentPlanAccept', ({ input }) => {
      accepted.push(input);
      status = 'active';
      return { data: { ...plan, status: 'active' } };
    });
    await renderApp('/repay/repay_detail?orderNo=A1');
    expect(await screen.findByText('A payment plan for you')).toBeTruthy();
    expect(screen.getByText('Instalment 1, by 02/01/2026')).toBeTruthy();
    expect(screen.getByText('Instalment 3, by 16/01/2026')).toBeTruthy();
    expect(screen.getAllByText('TZS 18,580')).toHaveLength(3);
    expect(screen.getByText('Total')).toBeTruthy();
    expect(screen.getByText(/the plan adds no fee, interest or penalty/)).toBeTruthy();
    expect(screen.getByText('Accept by 05/01/2026')).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Accept this plan' }));
    await waitFor(() =>
      expect(accepted).toEqual([
        expect.objectContaining({ orderNo: 'A1', planId: 7, total: 55_740 }),
      ]),
    );
    expect(await screen.findByText('Your payment plan')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Accept this plan' })).toBeNull();
  });
});
