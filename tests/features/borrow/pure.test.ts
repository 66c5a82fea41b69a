// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { nearestIndex, stepIndex } from '../../../src/features/borrow/amount-steps';
import {
  clearPendingSubmit,
  readPendingSubmit,
  savePendingSubmit,
} from '../../../src/features/borrow/pending-submit';

describe('amount steps', () => {
  const amounts = [1000, 5000, 10000, 60000];
  it('finds the nearest offered amount', () => {
    expect(nearestIndex(amounts, 60000)).toBe(3);
    expect(nearestIndex(amounts, 7000)).toBe(1);
    expect(nearestIndex(amounts, 7500)).toBe(1);
    expect(nearestIndex([], 7500)).toBe(-1);
  });
  it('steps within the list', () => {
    expect(stepIndex(amounts, 0, -1)).toBe(0);
    expect(stepIndex(amounts, 2, 1)).toBe(3);
    expect(stepIndex(amounts, 3, 1)).toBe(3);
  });
});

describe('pending submit', () => {
  beforeEach(() => localStorage.clear());
  const request = {
    orderNo: 'A1',
    quoteId: 'q1',
    amount: 5000,
    days: 91,
    agreed: true as const,
    signature: 'Asha Juma',
  };

  it('keeps one attempt key for the same request across reads, and a new one when it changes', () => {
    const first = savePendingSubmit(request);
    expect(readPendingSubmit()).toEqual(first);
    expect(savePendingSubmit({ ...request }).attemptKey).toBe(first.attemptKey);
    expect(savePendingSubmit({ ...request, amount: 6000 }).attemptKey).not.toBe(first.attemptKey);
    clearPendingSubmit();
    expect(readPendingSubmit()).toBeNull();
  });

  it('ignores a corrupt stored value', () => {
    localStorage.setItem('mkopo.pendingSubmit', '{"request":1');
    expect(readPendingSubmit()).toBeNull();
  });
});
