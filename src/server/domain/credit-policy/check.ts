/**
 * What a policy must be beyond its JSON Schema (decision 0049): no rule reads an input the law or
 * the lender marks as protected, every input comes from a source the server knows, every reason it
 * gives has words, and its bands cover every score it can reach.
 */
import { AMOUNT_ABOVE_LIMIT } from './evaluate';
import type { Condition, Policy } from './types';

export interface PolicyProblem {
  readonly path: string;
  readonly message: string;
}

/** Where named inputs come from: the forms, our own books, a bureau, the device and SIM. */
export const INPUT_SOURCES = [
  'form',
  'personal',
  'work',
  'questionnaire',
  'contacts',
  'history',
  'bureau',
  'identity',
  'device',
  'sim',
  'application',
] as const;

/** The input is, or lies under, one of the protected names (any part of its dotted name). */
export function isProtected(input: string, protectedNames: readonly string[]): boolean {
  const parts = input.toLowerCase().split('.');
  return protectedNames.some((p) => parts.includes(p.toLowerCase()));
}

interface Words {
  /** The word exists in the base language. */
  has(key: string): boolean;
}

export function checkPolicy(
  policy: Policy,
  protectedNames: readonly string[],
  words: Words,
  productId: string,
): PolicyProblem[] {
  const problems: PolicyProblem[] = [];
  const say = (path: string, message: string) => problems.push({ path, message });
  if (policy.productId !== productId)
    say('productId', `is ${policy.productId}, but this country's product is ${productId}`);
  const inputs: { path: string; input: string }[] = [
    ...policy.knockOuts.flatMap((r, i) =>
      r.when.map((c: Condition, j) => ({ path: `knockOuts/${i}/when/${j}/input`, input: c.input })),
    ),
    ...policy.scorecard.items.map((item, i) => ({
      path: `scorecard/items/${i}/input`,
      input: item.input,
    })),
  ];
  for (const { path, input } of inputs) {
    if (isProtected(input, protectedNames))
      say(
        path,
        `"${input}" is a protected input (schemas/_meta/protected-inputs.json): no rule may read it`,
      );
    else if (!(INPUT_SOURCES as readonly string[]).includes(input.split('.')[0] ?? ''))
      say(path, `"${input}" comes from no known source (${INPUT_SOURCES.join(', ')})`);
  }
  const given = [
    ...policy.knockOuts.map((r, i) => ({ path: `knockOuts/${i}/reason`, code: r.reason })),
    ...policy.scorecard.items.map((r, i) => ({
      path: `scorecard/items/${i}/reason`,
      code: r.reason,
    })),
    { path: 'reasons', code: AMOUNT_ABOVE_LIMIT },
  ];
  for (const { path, code } of given)
    if (!policy.reasons[code]) say(path, `the reason "${code}" is not listed under "reasons"`);
  for (const [code, def] of Object.entries(policy.reasons)) {
    if (!words.has(`credit.reason.${code}`))
      say(`reasons/${code}`, `"forms:credit.reason.${code}" has no words in English`);
    if (def.advice && !words.has(`credit.advice.${code}`))
      say(`reasons/${code}/advice`, `"forms:credit.advice.${code}" has no words in English`);
  }
  problems.push(...bandProblems(policy), ...duplicateIds(policy));
  return problems;
}

function bandProblems(policy: Policy): PolicyProblem[] {
  const out: PolicyProblem[] = [];
  policy.bands.forEach((b, i) => {
    const before = policy.bands[i - 1];
    if (before && b.from <= before.from)
      out.push({
        path: `bands/${i}/from`,
        message: `must be above the band before's ${before.from}`,
      });
  });
  const lowest = policy.scorecard.items.reduce(
    (sum, item) => sum + Math.min(item.otherwise, item.unknown, ...item.bins.map((b) => b.points)),
    policy.scorecard.base,
  );
  const first = policy.bands[0];
  if (first && first.from > lowest)
    out.push({
      path: 'bands/0/from',
      message: `is ${first.from}, but a score can be as low as ${lowest}: every score needs a band`,
    });
  return out;
}

function duplicateIds(policy: Policy): PolicyProblem[] {
  const seen = new Set<string>();
  const out: PolicyProblem[] = [];
  const ids = [
    ...policy.knockOuts.map((r, i) => ({ id: r.id, path: `knockOuts/${i}/id` })),
    ...policy.scorecard.items.map((r, i) => ({ id: r.id, path: `scorecard/items/${i}/id` })),
  ];
  for (const { id, path } of ids) {
    if (seen.has(id)) out.push({ path, message: `"${id}" names two rules: each needs its own` });
    seen.add(id);
  }
  return out;
}
