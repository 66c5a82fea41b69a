/** Order statuses of spec §4: labels, the one transition table, and the §2 status → screen map. */
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
  screenForStatus,
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

describe('screenForStatus', () => {
  it('follows §2 exactly', () => {
    const expected: Record<number, string | null> = {
      6: 'personal_infomation',
      11: 'additionalInfomation',
      12: 'id_card_authentication',
      5: 'add_bankcard',
      14: 'confirm_borrow',
      18: 'confirm_borrow',
      2: 'repay_detail',
      3: 'repay_detail',
      1: 'review_tips',
      7: 'lending',
      17: 'loan_question',
      19: 'finish_loading',
    };
    for (let n = -1; n <= 25; n++) expect(screenForStatus(n), String(n)).toBe(expected[n] ?? null);
    expect(screenForStatus(Number.NaN)).toBeNull();
  });
});

describe('transitions', () => {
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
            const exits = ORDER_TRANSITIONS[status];
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
