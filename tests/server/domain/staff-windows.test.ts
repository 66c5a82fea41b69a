import { describe, expect, it } from 'vitest';
import type { StaffLimits } from '../../../src/server/domain/maker-checker';
import { splitProof } from '../../../src/server/domain/maker-checker';
import {
  fitsAlone,
  MEMBER_WINDOW_MS,
  proofCreditRoom,
  proofRefusal,
  roomLeft,
  windowLimits,
  windowStarts,
} from '../../../src/server/domain/staff-windows';

const byRole = (finance: number) => ({ support: 0, collections: 0, finance, admin: finance * 2 });
const limits: StaffLimits = {
  overpayment: byRole(2_000),
  waiver: byRole(200_000),
  writeOff: byRole(10_000),
  refund: byRole(100_000),
  memberDay: byRole(300_000),
  borrower: byRole(150_000),
  borrowerDays: 30,
};

describe('windows of a staff limit', () => {
  it('reads the loan limit of the kind and the member and borrower limits of every kind', () => {
    expect(windowLimits(limits, 'credit', 'finance')).toEqual({
      loan: 2_000,
      memberDay: 300_000,
      borrower: 150_000,
    });
    expect(windowLimits(limits, 'writeOff', 'admin').loan).toBe(20_000);
    expect(windowLimits(limits, 'refund', 'support')).toEqual({
      loan: 0,
      memberDay: 0,
      borrower: 0,
    });
  });

  it('leaves the least room of the three windows, never below nothing', () => {
    const waiver = windowLimits(limits, 'waiver', 'finance');
    expect(roomLeft(waiver, { loan: 0, memberDay: 0, borrower: 0 })).toEqual({
      amount: 150_000,
      binding: 'borrower',
    });
    expect(roomLeft(waiver, { loan: 190_000, memberDay: 0, borrower: 0 })).toEqual({
      amount: 10_000,
      binding: 'loan',
    });
    expect(roomLeft(waiver, { loan: 0, memberDay: 299_000, borrower: 0 })).toEqual({
      amount: 1_000,
      binding: 'memberDay',
    });
    expect(roomLeft(waiver, { loan: 0, memberDay: 0, borrower: 400_000 }).amount).toBe(0);
  });

  it('adds the pieces: many small acts stop where one large one would', () => {
    const credit = windowLimits(limits, 'credit', 'finance');
    let counted = { loan: 0, memberDay: 0, borrower: 0 };
    let alone = 0;
    for (let i = 0; i < 10; i++) {
      if (!fitsAlone(credit, counted, 500)) continue;
      alone += 500;
      counted = { loan: counted.loan + 500, memberDay: counted.memberDay + 500, borrower: alone };
    }
    expect(alone).toBe(2_000);
    expect(fitsAlone(credit, counted, 1)).toBe(false);
  });

  it('starts the member window a day back and the borrower window its days back', () => {
    const now = Date.UTC(2026, 0, 31);
    expect(windowStarts(now, 30)).toEqual({
      memberDay: now - MEMBER_WINDOW_MS,
      borrower: Date.UTC(2026, 0, 1),
    });
  });
});

describe('a proof of a payment order', () => {
  const rail = { ofThisLoan: true, status: 'succeeded', provider: 'mpesa' };

  it('is refused when the rail already settled the order it names', () => {
    expect(proofRefusal(rail, false)).toBe('settledByRail');
  });

  it('is refused when the order was proven before, or is itself a proof’s booking', () => {
    expect(proofRefusal(undefined, true)).toBe('provenBefore');
    expect(proofRefusal({ ...rail, status: 'submitted' }, true)).toBe('provenBefore');
    expect(proofRefusal({ ...rail, provider: 'manual-proof' }, false)).toBe('provenBefore');
  });

  it('is refused while the rail’s answer on the order is still due: it would count twice', () => {
    expect(proofRefusal({ ...rail, status: 'submitted' }, false)).toBe('railAnswerDue');
    expect(proofRefusal({ ...rail, status: 'unknown' }, false)).toBe('railAnswerDue');
  });

  it('may prove an order the rail failed or never got, or name none, or another loan’s', () => {
    expect(proofRefusal(undefined, false)).toBeNull();
    expect(proofRefusal({ ...rail, status: 'failed' }, false)).toBeNull();
    expect(proofRefusal({ ...rail, status: 'created' }, false)).toBeNull();
    expect(proofRefusal({ ...rail, ofThisLoan: false }, false)).toBeNull();
  });

  it('creates no credit alone on a finished loan: all of it waits for a checker', () => {
    const room = { amount: 2_000, binding: 'loan' as const };
    expect(proofCreditRoom(room, true)).toBe(2_000);
    expect(proofCreditRoom(room, false)).toBe(0);
    // A finished loan owes nothing: the whole proof is credit, and all of it waits.
    expect(splitProof(50_000, 0, proofCreditRoom(room, false))).toEqual({
      now: 0,
      waiting: 50_000,
      overpayment: 50_000,
    });
  });
});
