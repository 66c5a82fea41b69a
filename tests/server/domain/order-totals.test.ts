import { describe, expect, it } from 'vitest';
import { orderTotalsFrom } from '../../../src/server/domain/order-totals';

describe('an order’s journal totals from its sums per account and kind', () => {
  const sums = [
    { account: 'receivable:principal' as const, kind: 'disbursement', amount: 60_000 },
    { account: 'receivable:principal' as const, kind: 'repayment', amount: -20_000 },
    { account: 'receivable:penalty' as const, kind: 'penalty', amount: 1_500 },
    { account: 'receivable:penalty' as const, kind: 'waiver', amount: -500 },
    { account: 'receivable:penalty' as const, kind: 'repayment', amount: -1_000 },
    { account: 'cash' as const, kind: 'repayment', amount: 23_000 },
    { account: 'cash' as const, kind: 'disbursement', amount: -60_000 },
    { account: 'liability:borrower-credit' as const, kind: 'repayment', amount: -2_000 },
  ];

  it('balances every account over all kinds', () => {
    const { balances } = orderTotalsFrom(sums);
    expect(balances.get('receivable:principal')).toBe(40_000);
    expect(balances.get('receivable:penalty')).toBe(0);
    expect(balances.get('cash')).toBe(-37_000);
    expect(balances.get('liability:borrower-credit')).toBe(-2_000);
  });

  it('counts only repayments as paid, and their credit as the excess', () => {
    const { paid, excess } = orderTotalsFrom(sums);
    expect(paid).toBe(23_000);
    expect(excess).toBe(2_000);
  });

  it('reads the penalty charged and waived from the penalty receivable alone', () => {
    expect(orderTotalsFrom(sums).penalty).toEqual({ charged: 1_500, waived: 500 });
  });

  it('is all zero for an order with no lines', () => {
    const totals = orderTotalsFrom([]);
    expect([...totals.balances]).toEqual([]);
    expect(totals).toMatchObject({ paid: 0, excess: 0, penalty: { charged: 0, waived: 0 } });
  });
});
