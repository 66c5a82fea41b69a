/**
 * What a borrower reads (an SMS, the agreement) writes a day as the app's screens do, DD/MM/YYYY;
 * keys, files and the console keep YYYY-MM-DD.
 */
import { describe, expect, it } from 'vitest';
import {
  borrowerDateOf,
  borrowerDateText,
  businessDateText,
} from '../../../src/server/domain/business-date';
import { formatDate } from '../../../src/shared/format';

const DAY_MS = 86_400_000;

describe('a day as the borrower reads it', () => {
  it('is DD/MM/YYYY of the same business day', () => {
    const day = Date.UTC(2027, 1, 26) / DAY_MS;
    expect(businessDateText(day)).toBe('2027-02-26');
    expect(borrowerDateText(day)).toBe('26/02/2027');
    expect(borrowerDateOf('2026-01-16')).toBe('16/01/2026');
  });

  it('matches the date the screens show for every day of a leap year', () => {
    const first = Date.UTC(2028, 0, 1) / DAY_MS;
    for (let day = first; day < first + 366; day += 1) {
      // Noon UTC falls on the same calendar day in Dar es Salaam and Nairobi (UTC+3).
      expect(borrowerDateText(day)).toBe(formatDate(day * DAY_MS + DAY_MS / 2));
    }
  });
});
