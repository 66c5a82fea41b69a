/** A key booked again is a replay only when it books what was booked: same order, kind and lines. */
import { describe, expect, it } from 'vitest';
import { replayMismatch } from '../../../src/server/domain/journal-replay';
import { disbursementEntry, waiverEntry } from '../../../src/server/domain/journal';

const payout = disbursementEntry({ loanAmount: 20_000, fee: 1_000, feeTax: 180 });
const booked = { orderId: 7, kind: payout.kind, lines: payout.lines };

describe('a key booked again', () => {
  it('is a replay with the same lines in any order', () => {
    expect(replayMismatch(booked, 7, payout)).toBeNull();
    expect(
      replayMismatch(booked, 7, { kind: payout.kind, lines: [...payout.lines].reverse() }),
    ).toBeNull();
  });

  it('is refused with another amount, another account, a line more or less', () => {
    const other = disbursementEntry({ loanAmount: 20_001, fee: 1_001, feeTax: 180 });
    expect(replayMismatch(booked, 7, other)).toBe('lines');
    const moved = payout.lines.map((l) =>
      l.account === 'cash' ? { ...l, account: 'liability:borrower-credit' as const } : l,
    );
    expect(replayMismatch(booked, 7, { kind: payout.kind, lines: moved })).toBe('lines');
    expect(replayMismatch(booked, 7, { kind: payout.kind, lines: payout.lines.slice(1) })).toBe(
      'lines',
    );
    expect(
      replayMismatch(booked, 7, {
        kind: payout.kind,
        lines: [...payout.lines, { account: 'cash', amount: 0 }],
      }),
    ).toBe('lines');
  });

  it('is refused on another order or as another kind', () => {
    expect(replayMismatch(booked, 8, payout)).toBe('order');
    expect(replayMismatch(booked, null, payout)).toBe('order');
    expect(replayMismatch(booked, 7, { ...payout, kind: 'refund' })).toBe('kind');
    expect(replayMismatch({ ...booked, kind: 'waiver' }, 7, waiverEntry(500))).toBe('lines');
  });
});
