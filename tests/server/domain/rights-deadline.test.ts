/** A request's days left and whether it met its deadline, on the server's clock. */
import { describe, expect, it } from 'vitest';
import { DAY_MS } from '../../../src/shared/business-calendar';
import { daysLeft, deadlineMet } from '../../../src/server/domain/rights-deadline';

const DUE = Date.parse('2026-03-10T09:00:00Z');
const HOUR = 3_600_000;

describe('days left', () => {
  it('rounds a part day up and counts a late one as overdue', () => {
    expect(daysLeft(DUE, DUE - 3 * HOUR)).toEqual({ daysLeft: 1, overdue: false });
    expect(daysLeft(DUE, DUE - 7 * DAY_MS)).toEqual({ daysLeft: 7, overdue: false });
    expect(daysLeft(DUE, DUE)).toEqual({ daysLeft: 0, overdue: false });
    expect(daysLeft(DUE, DUE + 1)).toEqual({ daysLeft: -1, overdue: true });
    expect(daysLeft(DUE, DUE + 2 * DAY_MS + HOUR)).toEqual({ daysLeft: -3, overdue: true });
  });
});

describe('deadline met', () => {
  it('judges a closed request by when it closed, an open one by the clock', () => {
    expect(deadlineMet(DUE, DUE, DUE + DAY_MS)).toBe('met');
    expect(deadlineMet(DUE, DUE + 1, DUE + 1)).toBe('missed');
    expect(deadlineMet(DUE, null, DUE - HOUR)).toBe('pending');
    expect(deadlineMet(DUE, null, DUE + HOUR)).toBe('missed');
  });
});
