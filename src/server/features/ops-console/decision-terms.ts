/**
 * What each rule of a stored decision tested, from the policy version it was decided by: the
 * console words a rule from its conditions ("Age under 18") instead of showing its id. A rule the
 * version no longer names (a body not kept) has no terms, and the console falls back to its id.
 */
import type { Bin, Condition, Policy, RuleResult } from '../../domain/credit-policy';

export type RuleTerms =
  | { readonly when: readonly Condition[] }
  | {
      readonly input: string;
      readonly bins: readonly Bin[];
      readonly otherwise: number;
      readonly unknown: number;
    };

/** Each rule result with the terms its policy gave it (a knock-out's conditions, an item's bins). */
export function withTerms(
  stored: unknown,
  policy: Policy | undefined,
): (RuleResult & { terms: RuleTerms | null })[] {
  // The rule results as the decision stored them (jsonb, written by the evaluator).
  const rules = Array.isArray(stored) ? (stored as RuleResult[]) : [];
  return rules.map((r) => {
    if (r.kind === 'knockOut') {
      const rule = policy?.knockOuts.find((k) => k.id === r.id);
      return { ...r, terms: rule ? { when: rule.when } : null };
    }
    const item = policy?.scorecard.items.find((i) => i.id === r.id);
    return {
      ...r,
      terms: item
        ? { input: item.input, bins: item.bins, otherwise: item.otherwise, unknown: item.unknown }
        : null,
    };
  });
}

/** A body as stored is the policy file's JSON; one without rules is not read as a policy. */
export function policyOf(body: unknown): Policy | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const p = body as Partial<Policy>;
  return Array.isArray(p.knockOuts) && Array.isArray(p.scorecard?.items)
    ? (body as Policy)
    : undefined;
}
