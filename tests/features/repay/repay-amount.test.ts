import { describe, expect, it } from 'vitest';
import { checkRepayAmount } from '../../../src/features/repay/repay-amount';

const limits = { minRepayAmount: 1000, amountDue: 52_500 };

describe('checkRepayAmount (docs/product.md §5)', () => {
  it('accepts whole shillings between the minimum and what is due, commas allowed', () => {
    expect(checkRepayAmount('1000', limits)).toEqual({ ok: true, amount: 1000 });
    expect(checkRepayAmount('52,500', limits)).toEqual({ ok: true, amount: 52_500 });
  });

  it.each([
    ['', 'amountRequired'],
    ['12.5', 'amountNotInteger'],
    ['-2000', 'amountNotInteger'],
    ['abc', 'amountNotInteger'],
    ['999', 'amountBelowMinimum'],
    ['0', 'amountBelowMinimum'],
    ['52501', 'amountAboveDue'],
  ])('%j → %s', (typed, problem) => {
    expect(checkRepayAmount(typed, limits)).toEqual({ ok: false, problem });
  });

  it('takes the minimum the server sends, below 1000 too (no number of its own)', () => {
    expect(checkRepayAmount('10', { minRepayAmount: 10, amountDue: 5000 })).toEqual({
      ok: true,
      amount: 10,
    });
    expect(checkRepayAmount('9', { minRepayAmount: 10, amountDue: 5000 })).toEqual({
      ok: false,
      problem: 'amountBelowMinimum',
    });
  });

  it('uses the loan minimum when it is above 1000', () => {
    expect(checkRepayAmount('1500', { minRepayAmount: 2000, amountDue: 9000 })).toEqual({
      ok: false,
      problem: 'amountBelowMinimum',
    });
  });

  it('lets the last few shillings be repaid when less than the minimum is due', () => {
    expect(checkRepayAmount('400', { minRepayAmount: 1000, amountDue: 400 })).toEqual({
      ok: true,
      amount: 400,
    });
    expect(checkRepayAmount('300', { minRepayAmount: 1000, amountDue: 400 })).toEqual({
      ok: false,
      problem: 'amountBelowMinimum',
    });
  });

  it('reads a two-decimal currency as minor units: 10.50 is 1050, a third decimal is refused', () => {
    const cents = { minRepayAmount: 1_000, amountDue: 5_620 };
    expect(checkRepayAmount('10.50', cents, 2)).toEqual({ ok: true, amount: 1_050 });
    expect(checkRepayAmount('10.5', cents, 2)).toEqual({ ok: true, amount: 1_050 });
    expect(checkRepayAmount('10.505', cents, 2)).toEqual({
      ok: false,
      problem: 'amountNotInteger',
    });
    expect(checkRepayAmount('9.99', cents, 2)).toEqual({
      ok: false,
      problem: 'amountBelowMinimum',
    });
    expect(checkRepayAmount('56.21', cents, 2)).toEqual({ ok: false, problem: 'amountAboveDue' });
    expect(checkRepayAmount('10.50', cents)).toEqual({ ok: false, problem: 'amountNotInteger' });
  });
});
