/** Order statuses of docs/product.md §4: labels, the one transition table, and the §2 status → screen map. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  INITIAL_STATUSES,
  ORDER_LABELS,
  ORDER_STATUS,
  ORDER_STATUSES,
  ORDER_TRANSITIONS,
  PROFILE_STEPS,
  TERMINAL_STATUSES,
  canTransition,
  isOrderStatus,
  isTerminal,
  orderLabel,
  inGroup,
  inPhase,
  screenPath,
  statusesInGroup,
  statusesInPhase,
  type OrderStatus,
} from '../../src/shared/orders';

describe('order statuses', () => {
  it('are the numbers of §4', () => {
    expect(ORDER_STATUS).toEqual({
      applying: 1,
      repaying: 2,
      overdue: 3,
      finish: 4,
      bindCard: 5,
      basicInfo: 6,
      lending: 7,
      cancel: 8,
      reject: 9,
      payFail: 10,
      addition: 11,
      identityOcr: 12,
      confirm: 14,
      question: 17,
      getMoney: 18,
      finishLoading: 19,
    });
    expect(ORDER_STATUSES).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 14, 17, 18, 19]);
    for (const n of [0, 13, 15, 16, 20, 1.5]) expect(isOrderStatus(n)).toBe(false);
  });

  it('each have one of the §4 labels', () => {
    const labels = new Set([
      'assessing',
      'incomplete',
      'disbursing',
      'repaying',
      'overdue',
      'finished',
      'addingCard',
      'cancelled',
      'rejected',
      'failed',
    ]);
    expect(
      Object.keys(ORDER_LABELS)
        .map(Number)
        .sort((a, b) => a - b),
    ).toEqual(ORDER_STATUSES);
    for (const s of ORDER_STATUSES) expect(labels.has(orderLabel(s))).toBe(true);
    expect(new Set(Object.values(ORDER_LABELS))).toEqual(labels);
    expect(orderLabel(1)).toBe('assessing');
    expect(orderLabel(5)).toBe('addingCard');
    expect(orderLabel(7)).toBe('disbursing');
    expect(orderLabel(10)).toBe('failed');
  });
});

describe('screenPath', () => {
  it('follows §2 exactly', () => {
    const expected: Record<number, string | null> = {
      6: '/auth/personal_infomation',
      11: '/auth/additionalInfomation',
      12: '/auth/id_card_authentication',
      5: '/bank_account/add_bankcard',
      14: '/borrow/confirm_borrow',
      18: '/borrow/confirm_borrow',
      2: '/repay/repay_detail',
      3: '/repay/repay_detail',
      1: '/auth/review_tips',
      7: '/borrow/lending',
      17: '/auth/loan_question',
      19: '/finish_loading',
    };
    for (let n = -1; n <= 25; n++) expect(screenPath(n), String(n)).toBe(expected[n] ?? null);
    expect(screenPath(Number.NaN)).toBeNull();
  });
});

describe('phases and groups', () => {
  it('split the statuses as docs/architecture.md §6 says', () => {
    expect(statusesInPhase('profile')).toEqual([5, 6, 11, 12, 14, 17]);
    expect(statusesInPhase('review')).toEqual([1, 19]);
    expect(statusesInPhase('payout')).toEqual([7, 18]);
    expect(statusesInPhase('repaying')).toEqual([2, 3]);
    expect(statusesInPhase('closed')).toEqual([4, 8, 9, 10]);
    expect(statusesInPhase('review', 'payout')).toEqual([1, 7, 18, 19]);
    expect(statusesInGroup('disbursed')).toEqual([2, 3, 4]);
    expect(statusesInGroup('payoutStarted')).toEqual([2, 3, 4, 7, 10]);
    expect(inPhase(3, 'repaying')).toBe(true);
    expect(inPhase(4, 'repaying', 'payout')).toBe(false);
    expect(inGroup(10, 'disbursed')).toBe(false);
  });

  it('put every profile step in the profile phase and only those', () => {
    expect(statusesInPhase('profile')).toEqual([...PROFILE_STEPS].sort((a, b) => a - b));
  });
});

/**
 * The moves docs/product.md §4 and docs/architecture.md §1 allow, written out here apart from src/shared/orders.ts so the
 * table is checked against something it did not produce: profile steps forward (a step done on an
 * earlier order is skipped), cancel before submission, submit 14 → 19, assess 19 → 1 → 18 or 9,
 * the auto-disbursement cancel and 24 h expiry 18 → 8, pay out 18 → 7 → 2 or 10, repay 2 → 3 → 4.
 */
const SPEC_MOVES: Readonly<Record<number, readonly number[]>> = {
  6: [11, 12, 17, 5, 14, 8],
  11: [12, 17, 5, 14, 8],
  12: [17, 5, 14, 8],
  17: [5, 14, 8],
  5: [14, 8],
  14: [19, 8],
  19: [1],
  1: [18, 9],
  18: [7, 8],
  7: [2, 10],
  2: [3, 4],
  3: [4],
  4: [],
  8: [],
  9: [],
  10: [],
};

describe('transitions', () => {
  it('are exactly the moves of the spec, pair by pair', () => {
    for (const from of ORDER_STATUSES) {
      for (const to of ORDER_STATUSES) {
        const allowed = SPEC_MOVES[from]?.includes(to) ?? false;
        expect(canTransition(from, to), `${from} → ${to}`).toBe(allowed);
      }
    }
  });

  it('follow the §4 flow', () => {
    const flow: OrderStatus[] = [6, 11, 12, 17, 5, 14, 19, 1, 18, 7, 2, 3, 4];
    for (let i = 1; i < flow.length; i++) {
      expect(canTransition(flow[i - 1] as OrderStatus, flow[i] as OrderStatus)).toBe(true);
    }
    expect(canTransition(1, 9)).toBe(true);
    expect(canTransition(7, 10)).toBe(true);
    expect(canTransition(2, 4)).toBe(true);
    expect(canTransition(18, 8)).toBe(true);
  });

  it('forbid cancelling after submission except while waiting for disbursement (§4)', () => {
    for (const s of [19, 1, 7, 2, 3] as const) expect(canTransition(s, 8)).toBe(false);
    expect(canTransition(2, 1)).toBe(false);
    expect(canTransition(4, 6)).toBe(false);
  });

  it('terminal states are 4, 8, 9, 10 and have no exits', () => {
    expect([...TERMINAL_STATUSES].sort((a, b) => a - b)).toEqual([4, 8, 9, 10]);
    for (const from of TERMINAL_STATUSES) {
      expect(isTerminal(from)).toBe(true);
      for (const to of ORDER_STATUSES) expect(canTransition(from, to)).toBe(false);
    }
  });

  it('reach every state from 6 and reach a terminal state from every state', () => {
    const seen = new Set<OrderStatus>([6]);
    const queue: OrderStatus[] = [6];
    while (queue.length > 0) {
      for (const next of ORDER_TRANSITIONS[queue.shift() as OrderStatus]) {
        if (seen.has(next)) continue;
        seen.add(next);
        queue.push(next);
      }
    }
    expect([...seen].sort((a, b) => a - b)).toEqual(ORDER_STATUSES);
    for (const s of ORDER_STATUSES) {
      const reach = new Set<OrderStatus>([s]);
      for (const r of reach) for (const n of ORDER_TRANSITIONS[r]) reach.add(n);
      expect(
        TERMINAL_STATUSES.some((t) => reach.has(t)),
        String(s),
      ).toBe(true);
    }
  });

  it('never loop and only name §4 statuses', () => {
    for (const [from, tos] of Object.entries(ORDER_TRANSITIONS)) {
      for (const to of tos) {
        expect(isOrderStatus(to)).toBe(true);
        expect(to).not.toBe(Number(from));
      }
    }
  });

  it('random walks from any initial status stay legal and end after at most 12 steps', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...INITIAL_STATUSES),
        fc.array(fc.nat(), { minLength: 20, maxLength: 20 }),
        (start, choices) => {
          let status: OrderStatus = start;
          let steps = 0;
          for (const pick of choices) {
            // Steps come from the spec's moves, not from the table under test.
            const exits = SPEC_MOVES[status] ?? [];
            if (exits.length === 0) break;
            const next = exits[pick % exits.length] as OrderStatus;
            expect(canTransition(status, next)).toBe(true);
            status = next;
            steps++;
          }
          expect(isTerminal(status)).toBe(true);
          expect(steps).toBeLessThanOrEqual(12);
        },
      ),
    );
  });

  it('move profile steps only forward, or to cancel (property)', () => {
    fc.assert(
      fc.property(fc.constantFrom(...PROFILE_STEPS), fc.constantFrom(...ORDER_STATUSES), (a, b) => {
        const forward = PROFILE_STEPS.indexOf(b) > PROFILE_STEPS.indexOf(a);
        const submit = a === ORDER_STATUS.confirm && b === ORDER_STATUS.finishLoading;
        expect(canTransition(a, b)).toBe(forward || submit || b === ORDER_STATUS.cancel);
      }),
    );
  });
});
