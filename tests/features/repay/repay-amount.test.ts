import { describe, expect, it } from 'vitest';
import { checkRepayAmount } from '../../../src/features/repay/repay-amount';

const limits = { minRepayAmount: 1000, amountDue: 52_500 };

describe('checkRepayAmount (spec §5)', () => {
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
});
