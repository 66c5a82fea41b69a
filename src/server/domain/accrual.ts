/**
 * Daily accrual of a disbursed loan (docs/architecture.md §1). Interest: each day up to and including the due
 * date charges annualRate/365 on the principal outstanding at the start of that day (reducing
 * balance); it is booked as the difference of cumulative half-up roundings, so a loan never paid
 * early is charged exactly the quoted interest. Penalty: each day after the due date charges
 * penaltyRate on the principal outstanding, and all penalties together never exceed the country's
 * in duplum share (lendingCaps.inDuplumPercent) of the principal outstanding when the loan fell
 * overdue.
 */
import { percentOf } from './money';
import { interestFor } from './pricing';

export interface AccrualState {
  /** Last business day already accrued (the disbursement day at first). */
  readonly accruedThroughDay: number;
  /** Σ principal outstanding over the interest days accrued so far. */
  readonly balanceDays: number;
  readonly interestBooked: number;
  readonly penaltyBooked: number;
  /** Principal outstanding when the loan fell overdue; null until then. */
  readonly penaltyCap: number | null;
  /** Interest a coupon waives: the first shillings accrued are never charged (absent = 0). */
  readonly interestOff?: number;
  /**
   * A payment plan is being kept (domain/payment-plan.ts): the days pass without interest or
   * penalty, so the plan's total stays what is owed. Absent or false: accrual as usual.
   */
  readonly paused?: boolean;
}

export interface DayAccrual {
  readonly day: number;
  readonly interest: number;
  readonly penalty: number;
  /** This day is the first overdue day: the loan becomes overdue. */
  readonly becameOverdue: boolean;
}

export interface AccrualTerms {
  readonly interestBpPerYear: number;
  readonly penaltyBpPerDay: number;
  /** The in duplum cap: penalties together, of the principal outstanding when overdue. */
  readonly inDuplumBp: number;
  readonly dueDay: number;
}

/** Accrues one day (`state.accruedThroughDay + 1`) on `principal` outstanding at its start. */
export function accrueDay(
  state: AccrualState,
  principal: number,
  terms: AccrualTerms,
): { state: AccrualState; day: DayAccrual } {
  const day = state.accruedThroughDay + 1;
  if (state.paused)
    return {
      state: { ...state, accruedThroughDay: day },
      day: { day, interest: 0, penalty: 0, becameOverdue: false },
    };
  if (day <= terms.dueDay) {
    const balanceDays = state.balanceDays + principal;
    const charged = Math.max(
      0,
      interestFor(balanceDays, terms.interestBpPerYear) - (state.interestOff ?? 0),
    );
    const interest = charged - state.interestBooked;
    return {
      state: {
        ...state,
        accruedThroughDay: day,
        balanceDays,
        interestBooked: state.interestBooked + interest,
      },
      day: { day, interest, penalty: 0, becameOverdue: false },
    };
  }
  const becameOverdue = state.penaltyCap === null;
  const cap = state.penaltyCap ?? principal;
  const penalty = Math.min(
    percentOf(principal, terms.penaltyBpPerDay),
    Math.max(0, percentOf(cap, terms.inDuplumBp) - state.penaltyBooked),
  );
  return {
    state: {
      ...state,
      accruedThroughDay: day,
      penaltyCap: cap,
      penaltyBooked: state.penaltyBooked + penalty,
    },
    day: { day, interest: 0, penalty, becameOverdue },
  };
}

/**
 * A fresh accrual state for a loan paid out on business day `disbursedDay`; `interestOff` is the
 * interest coupon of the signed quote, so a loan kept to its due date is charged exactly the
 * quoted (discounted) interest.
 */
export function startAccrual(disbursedDay: number, interestOff = 0): AccrualState {
  return {
    accruedThroughDay: disbursedDay,
    balanceDays: 0,
    interestBooked: 0,
    penaltyBooked: 0,
    penaltyCap: null,
    ...(interestOff > 0 ? { interestOff } : {}),
  };
}

/**
 * What the schedule adds between `state` and the end of the due date if nothing more is paid:
 * the interest each remaining day would book on `principal`, by the same rule as the journal, so
 * "to repay by the due date" is what the books will say that day (0 once the due date is past).
 */
export function interestToDueDay(
  state: AccrualState,
  principal: number,
  terms: AccrualTerms,
): number {
  let s = state;
  let total = 0;
  while (s.accruedThroughDay < terms.dueDay) {
    const next = accrueDay(s, principal, terms);
    total += next.day.interest;
    s = next.state;
  }
  return total;
}
