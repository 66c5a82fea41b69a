/** What the borrower is told about a cashier payment order (docs/product.md §4 limited validity). */
import { describe, expect, it } from 'vitest';
import { paymentState } from '../../../src/server/domain/payment-state';

describe('payment state', () => {
  it('is paid or failed by the rail, expired once its time ran out unpaid, else pending', () => {
    expect(paymentState('succeeded', 1_000, 5_000)).toBe('paid');
    expect(paymentState('failed', 10_000, 5_000)).toBe('failed');
    expect(paymentState('failed', 1_000, 5_000)).toBe('expired');
    expect(paymentState('submitted', 10_000, 5_000)).toBe('pending');
    expect(paymentState('submitted', 5_000, 5_000)).toBe('expired');
    expect(paymentState('created', null, 5_000)).toBe('pending');
  });
});
