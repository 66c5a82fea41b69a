/**
 * The credit decision, pure (decision 0049): named inputs and a policy in, the outcome, the limit,
 * each rule's result, the score and the main reasons out. The same inputs and policy give the same
 * decision, so a stored decision can be replayed from what it stored.
 */
import type {
  Band,
  Bin,
  Condition,
  Decision,
  InputValue,
  Inputs,
  KnockOut,
  Outcome,
  Policy,
  RuleResult,
  ScoreItem,
} from './types';

/** Inputs the application itself gives: what was asked and what the ladder offers. */
export const AMOUNT_INPUT = 'application.amount';
export const LADDER_LIMIT_INPUT = 'application.ladderLimit';
/** The reason of an approval whose band lends less than the amount asked. */
export const AMOUNT_ABOVE_LIMIT = 'amountAboveLimit';
/** How many reasons the borrower is told at most: the main ones. */
export const MAX_REASONS = 3;

export function holds(value: InputValue | undefined, test: Omit<Condition, 'input'>): boolean {
  if (test.op === 'unknown') return value === null || value === undefined;
  if (value === null || value === undefined) return false;
  const want = test.value;
  switch (test.op) {
    case 'eq':
      return value === want;
    case 'ne':
      return value !== want;
    case 'in':
      return Array.isArray(want) && (want as readonly unknown[]).includes(value);
    default:
      return typeof value === 'number' && typeof want === 'number' && compare(test.op, value, want);
  }
}

function compare(op: 'lt' | 'lte' | 'gt' | 'gte', a: number, b: number): boolean {
  if (op === 'lt') return a < b;
  if (op === 'lte') return a <= b;
  if (op === 'gt') return a > b;
  return a >= b;
}

function knockOut(rule: KnockOut, inputs: Inputs): RuleResult {
  const fired = rule.when.every((c) => holds(inputs[c.input], c));
  return { id: rule.id, kind: 'knockOut', fired, reason: rule.reason };
}

const best = (item: ScoreItem): number =>
  Math.max(item.otherwise, item.unknown, ...item.bins.map((b: Bin) => b.points));

function scored(item: ScoreItem, inputs: Inputs): RuleResult {
  const value = inputs[item.input];
  const points =
    value === null || value === undefined
      ? item.unknown
      : (item.bins.find((b) => holds(value, b))?.points ?? item.otherwise);
  const lost = best(item) - points;
  return { id: item.id, kind: 'score', fired: lost > 0, points, lost, reason: item.reason };
}

function bandOf(bands: readonly Band[], score: number): number {
  let at = 0;
  bands.forEach((b, i) => {
    if (score >= b.from) at = i;
  });
  return at;
}

const SEVERITY: Readonly<Record<Outcome, number>> = { approve: 0, refer: 1, decline: 2 };
const worse = (a: Outcome, b: Outcome): Outcome => (SEVERITY[a] >= SEVERITY[b] ? a : b);

export function evaluate(policy: Policy, inputs: Inputs): Decision {
  const knockOuts = policy.knockOuts.map((r) => knockOut(r, inputs));
  const items = policy.scorecard.items.map((i) => scored(i, inputs));
  const score = items.reduce((sum, r) => sum + (r.points ?? 0), policy.scorecard.base);
  const band = bandOf(policy.bands, score);
  const theBand = policy.bands[band];
  let outcome: Outcome = theBand?.outcome ?? 'decline';
  policy.knockOuts.forEach((rule, i) => {
    if (knockOuts[i]?.fired) outcome = worse(outcome, rule.outcome);
  });
  const ladder = numberOr(inputs[LADDER_LIMIT_INPUT], Infinity);
  const limit = outcome === 'decline' ? 0 : Math.min(theBand?.limit ?? 0, ladder);
  const extra: string[] = [];
  // The band lends less than was asked: not this loan, but a smaller one (the limit says which).
  if (outcome !== 'decline' && numberOr(inputs[AMOUNT_INPUT], 0) > limit) {
    outcome = 'decline';
    extra.push(AMOUNT_ABOVE_LIMIT);
  }
  const told = outcome !== 'approve' || limit < ladder;
  const reasons = told ? mainReasons(knockOuts, items, extra) : [];
  return { outcome, score, band, limit, rules: [...knockOuts, ...items], reasons };
}

function numberOr(value: InputValue | undefined, fallback: number): number {
  return typeof value === 'number' ? value : fallback;
}

/** The knock-outs that fired; else the limit, then the score items that cost most (ties by order). */
function mainReasons(
  knockOuts: readonly RuleResult[],
  items: readonly RuleResult[],
  extra: readonly string[],
): string[] {
  const lost = (r: RuleResult) => -(r.lost ?? 0);
  const costly = items
    .map((r, i) => ({ r, i }))
    .filter(({ r }) => r.fired)
    .sort((a, b) => lost(a.r) - lost(b.r) || a.i - b.i)
    .map(({ r }) => r.reason);
  const fired = knockOuts.filter((r) => r.fired).map((r) => r.reason);
  // A knock-out is the whole answer: points the borrower might add would not have changed it.
  const all = fired.length > 0 ? fired : [...extra, ...costly];
  return [...new Set(all.filter((r): r is string => r !== undefined))].slice(0, MAX_REASONS);
}
