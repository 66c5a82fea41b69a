/**
 * Payment plans for a borrower in hardship: what collections may offer instead of
 * pressure. A plan restructures what is owed today into instalments on the country's calendar, or
 * moves the due date; it never adds a fee, interest or penalty: the instalments sum exactly to the
 * outstanding amount. The limits (how many instalments, how far apart, how long in all) are
 * product data (`paymentPlan` in schemas/<cc>/product.json). Pure: business days and minor units
 * in, instalments or a refusal out.
 */

export type PlanKind = 'instalments' | 'dueDateMove';

/**
 * A plan's life: proposed → approved (or declined) → active once the borrower accepts it (the
 * acceptance and its booking are one transaction, so "accepted" is a moment, `acceptedAt`, not a
 * state) → kept or broken; an approved plan not accepted in time expires.
 */
export const PLAN_STATUSES = [
  'proposed',
  'approved',
  'declined',
  'active',
  'kept',
  'broken',
  'expired',
] as const;
export type PlanStatus = (typeof PLAN_STATUSES)[number];

/** The statuses in which an order has a plan under way: one at a time per order. */
export const OPEN_PLAN_STATUSES: readonly PlanStatus[] = ['proposed', 'approved', 'active'];

export interface PlanRules {
  readonly minInstalments: number;
  readonly maxInstalments: number;
  /** Business days between two instalments. */
  readonly intervalDays: number;
  /** The last instalment at most this many days after the plan is proposed. */
  readonly maxTermDays: number;
  /** Days an approved plan waits for the borrower's acceptance before it expires. */
  readonly acceptDays: number;
}

/** Shipped when the product file says nothing: up to six weekly instalments within 90 days. */
export const DEFAULT_PLAN_RULES: PlanRules = {
  minInstalments: 2,
  maxInstalments: 6,
  intervalDays: 7,
  maxTermDays: 90,
  acceptDays: 7,
};

export interface Instalment {
  /** Business day (days since 1970-01-01 on the country's calendar) it is due by, inclusive. */
  readonly day: number;
  /** Minor units. */
  readonly amount: number;
}

export type PlanRefusal = 'badCount' | 'badFirstDay' | 'tooLong' | 'nothingOwed';

export interface PlanAsk {
  readonly kind: PlanKind;
  /** Everything owed today (every receivable), minor units. */
  readonly outstanding: number;
  /** Instalments asked for; a due-date move is one. */
  readonly count: number;
  /** The first instalment's day (a move: the new due date). */
  readonly firstDay: number;
  /** Today on the country's calendar. */
  readonly today: number;
}

/**
 * `total` in `n` parts: each the floor of the share, the remainder on the last, so the parts sum
 * to the total exactly and no part is ever below an earlier one.
 */
export function splitAmount(total: number, n: number): number[] {
  if (!Number.isSafeInteger(total) || total < 0 || !Number.isSafeInteger(n) || n < 1)
    throw new RangeError(`cannot split ${total} in ${n}`);
  const part = Math.floor(total / n);
  return Array.from({ length: n }, (_, i) => (i === n - 1 ? total - part * (n - 1) : part));
}

/** Why the ask cannot be a plan under `rules`; null when it can. */
export function planRefusal(ask: PlanAsk, rules: PlanRules): PlanRefusal | null {
  if (!Number.isSafeInteger(ask.outstanding) || ask.outstanding < 1) return 'nothingOwed';
  const [min, max] =
    ask.kind === 'dueDateMove' ? [1, 1] : [rules.minInstalments, rules.maxInstalments];
  if (!Number.isSafeInteger(ask.count) || ask.count < min || ask.count > max) return 'badCount';
  if (!Number.isSafeInteger(ask.firstDay) || ask.firstDay < ask.today) return 'badFirstDay';
  const lastDay = ask.firstDay + (ask.count - 1) * rules.intervalDays;
  if (lastDay - ask.today > rules.maxTermDays) return 'tooLong';
  return null;
}

/** The instalments of an acceptable ask (see {@link planRefusal}), `intervalDays` apart. */
export function planInstalments(ask: PlanAsk, rules: PlanRules): Instalment[] {
  const refusal = planRefusal(ask, rules);
  if (refusal) throw new RangeError(`not a plan: ${refusal}`);
  return splitAmount(ask.outstanding, ask.count).map((amount, i) => ({
    day: ask.firstDay + i * rules.intervalDays,
    amount,
  }));
}

/** The plan's total: what was owed when it was made, no more. */
export const planTotal = (instalments: readonly Instalment[]): number =>
  instalments.reduce((sum, i) => sum + i.amount, 0);

/**
 * The first instalment not yet covered by `paid` (money in since the plan was accepted, applied
 * to the instalments in order); null once every instalment is covered.
 */
export function nextInstalment(
  instalments: readonly Instalment[],
  paid: number,
): (Instalment & { readonly index: number; readonly short: number }) | null {
  let due = 0;
  for (const [index, instalment] of instalments.entries()) {
    due += instalment.amount;
    if (paid < due) return { ...instalment, index, short: due - paid };
  }
  return null;
}

/**
 * Where an active plan stands at the start of business day `today`: kept once every instalment is
 * paid (or nothing is owed), broken once an instalment's day has ended short, else still active.
 */
export function planStanding(
  instalments: readonly Instalment[],
  paid: number,
  today: number,
  owedNow: number,
): 'active' | 'kept' | 'broken' {
  const next = nextInstalment(instalments, paid);
  if (next === null || owedNow <= 0) return 'kept';
  return next.day < today ? 'broken' : 'active';
}

/** The last day an approved plan may be accepted: the day of its approval and the days to accept. */
export function lastAcceptDay(approvedDay: number, rules: PlanRules): number {
  return approvedDay + rules.acceptDays;
}

/** Whether an approved plan's wait for the borrower, up to `lastDay` included, is over on `today`. */
export function acceptanceExpired(lastDay: number, today: number): boolean {
  return today > lastDay;
}
