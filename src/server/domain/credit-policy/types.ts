/**
 * A credit decision policy as operations write it (schemas/<cc>/policy.json, decision 0049): the
 * knock-out rules, a points scorecard over named inputs, the bands that map a score to an outcome
 * and a limit, and the reason codes whose words live in the locale files.
 */

/** A named input's value: a number, a yes/no, a word; null when the source could not say. */
export type InputValue = number | boolean | string | null;
export type Inputs = Readonly<Record<string, InputValue>>;

export type Op = 'eq' | 'ne' | 'lt' | 'lte' | 'gt' | 'gte' | 'in' | 'unknown';

/** One test of one input; a test of an unknown input fails, except `unknown` itself. */
export interface Condition {
  readonly input: string;
  readonly op: Op;
  readonly value?: number | boolean | string | readonly (number | string)[];
}

export type Outcome = 'approve' | 'refer' | 'decline';

/** What the SIM-swap check said at the payout: a swap, or why the operator could not say. */
export type PayoutSimAnswer = 'swapped' | 'notFound' | 'timeout' | 'down' | 'off';

export interface KnockOut {
  readonly id: string;
  /** Every condition holds: the rule fires. */
  readonly when: readonly Condition[];
  readonly outcome: 'decline' | 'refer';
  readonly reason: string;
}

export interface Bin {
  readonly op: Exclude<Op, 'unknown'>;
  readonly value: number | boolean | string | readonly (number | string)[];
  readonly points: number;
}

/** The points one input adds: the first bin that holds, else `otherwise`, or `unknown`. */
export interface ScoreItem {
  readonly id: string;
  readonly input: string;
  readonly bins: readonly Bin[];
  readonly otherwise: number;
  readonly unknown: number;
  /** The reason given when this item cost the applicant points (below its best). */
  readonly reason: string;
}

export interface Band {
  /** The lowest score of the band. */
  readonly from: number;
  readonly outcome: Outcome;
  /** The most this band lends, in whole units of the currency (the ladder may offer less). */
  readonly limit: number;
}

export interface ReasonDef {
  /** The borrower can change it by what they do ("repay your current loan on time"). */
  readonly advice: boolean;
}

export interface Policy {
  readonly productId: string;
  readonly knockOuts: readonly KnockOut[];
  readonly scorecard: { readonly base: number; readonly items: readonly ScoreItem[] };
  /** Ascending by `from`; the first starts at or below any reachable score. */
  readonly bands: readonly Band[];
  readonly reasons: Readonly<Record<string, ReasonDef>>;
  /** Days until a declined borrower may apply again; else the product's. */
  readonly reapplyAfterDays?: number;
  /** A referred application above this amount (whole units) needs two members to approve. */
  readonly staffFourEyesAbove?: number;
  /** The SIM-swap answers, asked again as the payout starts, that hold it for staff (0053). */
  readonly payoutSimSwap?: { readonly hold: readonly PayoutSimAnswer[] };
  /** The share of applicants decided by policy-challenger.json instead. */
  readonly challenger?: { readonly sharePercent: number };
}

/** What each rule said, stored with the decision. */
export interface RuleResult {
  readonly id: string;
  readonly kind: 'knockOut' | 'score';
  /** Knock-out: it fired. Score item: it cost points (below its best). */
  readonly fired: boolean;
  readonly points?: number;
  /** Score item: the points it fell short of its best by. */
  readonly lost?: number;
  readonly reason?: string;
}

export interface Decision {
  readonly outcome: Outcome;
  readonly score: number;
  /** The index of the band the score fell in. */
  readonly band: number;
  /** The most lent on this decision, whole units; 0 when declined. */
  readonly limit: number;
  readonly rules: readonly RuleResult[];
  /** The main reasons, most important first (knock-outs, then the items that cost most). */
  readonly reasons: readonly string[];
}
