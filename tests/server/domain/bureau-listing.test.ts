/**
 * The smallest arrears a bureau may list negative is the country's law, written in whole units of
 * its currency and compared with the books' minor units: 100 of a two-decimal currency is 10000.
 */
import { describe, expect, it } from 'vitest';
import {
  listingOf,
  listingRules,
  needsNotice,
  type LoanFacts,
} from '../../../src/server/domain/bureau/listing';

const DAY_MS = 86_400_000;
const now = 100 * DAY_MS;

/** A loan 40 days late owing `balance` minor units, its notice delivered 31 days ago. */
const late = (balance: number): LoanFacts => ({
  accountNumber: 'MK1',
  surname: 'Mensah',
  forenames: 'Ama',
  nationalId: 'X-1',
  mobile: '+000000000',
  openedDay: 0,
  dueDay: 60,
  originalAmount: balance,
  balance,
  daysInArrears: 40,
  lastPayment: null,
  closedDay: null,
  writtenOff: false,
  disputed: false,
  noticeDeliveredAt: now - 31 * DAY_MS,
});

describe('listingRules', () => {
  const bureau = { negativeThreshold: 100, noticeDays: 30 };

  it('reads a threshold of 100 as 10000 minor units of a two-decimal currency', () => {
    const rules = listingRules(bureau, 2);
    expect(rules).toEqual({ negativeThreshold: 10_000, noticeDays: 30 });
    // 99.99 owed is below the threshold, 100.01 above it.
    expect(needsNotice(late(9_999), rules)).toBe(false);
    expect(listingOf(late(9_999), rules, now)).toBe('positive');
    expect(needsNotice(late(10_001), rules)).toBe(true);
    expect(listingOf(late(10_001), rules, now)).toBe('negative');
  });

  it('keeps the threshold as written for a currency without decimals', () => {
    const rules = listingRules(bureau, 0);
    expect(rules.negativeThreshold).toBe(100);
    expect(listingOf(late(101), rules, now)).toBe('negative');
  });

  it('refuses a threshold that is not an amount', () => {
    expect(() => listingRules({ ...bureau, negativeThreshold: Number.NaN }, 2)).toThrow(
      'negativeThreshold',
    );
  });
});

describe('a corrected account', () => {
  const rules = { negativeThreshold: 10_000, noticeDays: 30 };

  it('is reported performing and owes no notice, however late; paid, it is settled', () => {
    expect(listingOf(late(50_000), rules, now)).toBe('negative');
    const corrected = { ...late(50_000), corrected: true };
    expect(listingOf(corrected, rules, now)).toBe('positive');
    expect(needsNotice({ ...corrected, noticeDeliveredAt: null }, rules)).toBe(false);
    expect(listingOf({ ...corrected, disputed: true }, rules, now)).toBe('held');
    const paid = { ...corrected, balance: 0, daysInArrears: 0, closedDay: 99 };
    expect(listingOf(paid, rules, now)).toBe('settled');
  });
});
