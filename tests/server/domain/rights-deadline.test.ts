/**
 * A request's days left and whether it met its deadline, on the server's clock; an
 * acknowledgement deadline counted in working days on the country's calendar.
 */
import { describe, expect, it } from 'vitest';
import { DAY_MS } from '../../../src/shared/business-calendar';
import { addWorkingDays, daysLeft, deadlineMet } from '../../../src/server/domain/rights-deadline';

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

describe('working days', () => {
  const EAT = 180;
  it('skips Saturday and Sunday on the local calendar and keeps the local time', () => {
    // Wednesday 2026-03-11 10:00 in East Africa: two working days is Friday, same time.
    const wednesday = Date.parse('2026-03-11T07:00:00Z');
    expect(addWorkingDays(wednesday, 2, EAT)).toBe(Date.parse('2026-03-13T07:00:00Z'));
    // Friday: Monday and Tuesday count, the weekend not.
    const friday = Date.parse('2026-03-13T07:00:00Z');
    expect(addWorkingDays(friday, 2, EAT)).toBe(Date.parse('2026-03-17T07:00:00Z'));
    // Filed on a Saturday: Monday, Tuesday.
    const saturday = Date.parse('2026-03-14T07:00:00Z');
    expect(addWorkingDays(saturday, 2, EAT)).toBe(Date.parse('2026-03-17T07:00:00Z'));
    // Friday 22:30 UTC is already Saturday 01:30 in East Africa: the local day decides.
    const lateFriday = Date.parse('2026-03-13T22:30:00Z');
    expect(addWorkingDays(lateFriday, 1, EAT)).toBe(Date.parse('2026-03-15T22:30:00Z'));
    expect(addWorkingDays(lateFriday, 1, 0)).toBe(Date.parse('2026-03-16T22:30:00Z'));
    expect(addWorkingDays(wednesday, 0, EAT)).toBe(wednesday);
  });
});
