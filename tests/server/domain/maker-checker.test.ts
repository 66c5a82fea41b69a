/**
 * The pure rules of four eyes on staff money: a proof books at most what is owed plus an
 * overpayment within the maker's limit, never creating or losing a shilling in the split; a
 * checker is another person of another role who may do the same operation.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  checkRefusal,
  limitOf,
  limitsInMinorUnits,
  needsChecker,
  splitProof,
  type StaffLimits,
} from '../../../src/server/domain/maker-checker';

describe('splitProof', () => {
  it('books the 10,000,000 proof of a 20,000 loan up to 20,000 and leaves the rest waiting', () => {
    expect(splitProof(10_000_000, 20_000, 50_000)).toEqual({
      now: 20_000,
      waiting: 9_980_000,
      overpayment: 9_980_000,
    });
  });

  it('books an overpayment within the limit at once, and one shilling more waits whole', () => {
    expect(splitProof(70_000, 20_000, 50_000)).toEqual({
      now: 70_000,
      waiting: 0,
      overpayment: 50_000,
    });
    expect(splitProof(70_001, 20_000, 50_000)).toEqual({
      now: 20_000,
      waiting: 50_001,
      overpayment: 50_001,
    });
  });

  it('keeps every shilling and never books beyond what is owed plus the limit', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1e12 }),
        fc.integer({ min: 0, max: 1e12 }),
        fc.integer({ min: 0, max: 1e9 }),
        (amount, owed, limit) => {
          const split = splitProof(amount, owed, limit);
          expect(split.now + split.waiting).toBe(amount);
          expect(split.now).toBeLessThanOrEqual(owed + limit);
          expect(split.now).toBeGreaterThanOrEqual(Math.min(amount, owed));
          expect(split.overpayment).toBe(Math.max(0, amount - owed));
        },
      ),
    );
  });

  it('refuses amounts that are not whole positive numbers', () => {
    expect(() => splitProof(0, 10, 10)).toThrow(RangeError);
    expect(() => splitProof(1.5, 10, 10)).toThrow(RangeError);
    expect(() => splitProof(10, -1, 10)).toThrow(RangeError);
  });
});

describe('limits and checkers', () => {
  const limits: StaffLimits = {
    overpayment: { support: 0, collections: 0, finance: 50, admin: 200 },
    waiver: { support: 0, collections: 20, finance: 200, admin: 1000 },
    writeOff: { support: 0, collections: 0, finance: 500, admin: 2000 },
    refund: { support: 0, collections: 0, finance: 100, admin: 500 },
    memberDay: { support: 0, collections: 50, finance: 300, admin: 1000 },
    borrower: { support: 0, collections: 20, finance: 200, admin: 1000 },
    borrowerDays: 30,
  };

  it('reads the limit of the kind and role, counting what came before', () => {
    expect(limitOf(limits, 'proof', 'finance')).toBe(50);
    expect(limitOf(limits, 'waiver', 'collections')).toBe(20);
    expect(needsChecker(20, 20)).toBe(false);
    expect(needsChecker(20, 21)).toBe(true);
    expect(needsChecker(20, 5, 16)).toBe(true);
  });

  it('needs another person, of another role, allowed to do the same', () => {
    const maker = { id: 1, role: 'finance' as const };
    expect(checkRefusal(maker, { id: 1, role: 'finance' }, 'proof')).toBe('ownRequest');
    expect(checkRefusal(maker, { id: 2, role: 'finance' }, 'proof')).toBe('sameRole');
    expect(checkRefusal(maker, { id: 3, role: 'collections' }, 'proof')).toBe('notAllowed');
    expect(checkRefusal(maker, { id: 3, role: 'collections' }, 'waiver')).toBeNull();
    expect(checkRefusal(maker, { id: 4, role: 'admin' }, 'writeOff')).toBeNull();
    expect(checkRefusal({ id: 4, role: 'admin' }, { id: 1, role: 'finance' }, 'refund')).toBeNull();
    expect(checkRefusal({ id: 4, role: 'admin' }, { id: 5, role: 'support' }, 'refund')).toBe(
      'notAllowed',
    );
  });
});

describe('limitsInMinorUnits', () => {
  const byRole = (finance: number) => ({ support: 0, collections: 0, finance, admin: finance * 2 });
  const file: StaffLimits = {
    overpayment: byRole(50),
    waiver: byRole(500),
    writeOff: byRole(1_000),
    refund: byRole(100),
    memberDay: byRole(300),
    borrower: byRole(200),
    borrowerDays: 30,
  };

  it('reads a two-decimal country’s limit of 500 as 50000 minor units', () => {
    const limits = limitsInMinorUnits(file, 2);
    expect(limitOf(limits, 'waiver', 'finance')).toBe(50_000);
    expect(limitOf(limits, 'proof', 'admin')).toBe(10_000);
    // A 10.50 waiver (1050) is within a 500.00 limit; 500.01 is not.
    expect(needsChecker(limitOf(limits, 'waiver', 'finance'), 1_050)).toBe(false);
    expect(needsChecker(limitOf(limits, 'waiver', 'finance'), 50_001)).toBe(true);
  });

  it('leaves a currency without decimals as written', () => {
    expect(limitsInMinorUnits(file, 0)).toEqual(file);
  });
});
