/**
 * Decides one application by its country's policy (decision 0049): the borrower's arm (champion or
 * challenger by a stable hash), the inputs that policy reads, the pure evaluation, and the decision
 * stored with its policy version, inputs, rule results, score and reasons, in the caller's
 * transaction.
 */
import { armOf, evaluate, type Decision, type InputValue } from '../../domain/credit-policy';
import { formStore } from '../../forms/registry';
import type { Db } from '../../db/client';
import type { Country } from '../../../shared/countries';
import { BUILT_IN_VERSION, builtInPolicy } from './built-in';
import { ageBandOf, allInputs, inputsFor } from './inputs';
import { formsOf, historyOf, insertDecision, keepPolicyVersion } from './repo';

const quiet = { info: () => undefined, error: () => undefined };

export interface Application {
  readonly id: number;
  readonly userId: number;
  readonly country: Country;
  readonly amount: number | null;
  readonly creditLimit: number;
}

export interface Decided {
  readonly decision: Decision;
  readonly policyVersion: string;
  /** Days until a declined borrower may apply again, when the policy sets it. */
  readonly reapplyAfterDays: number | undefined;
}

/** The policy deciding `userId` in `country` today: its version, file, arm and content. */
export function policyFor(country: Country, userId: number, productId: string) {
  const policies = formStore(quiet).policies(country);
  if (!policies)
    return {
      arm: 'champion' as const,
      version: BUILT_IN_VERSION,
      file: '',
      policy: builtInPolicy(productId),
    };
  const arm = armOf(country, userId, policies.champion.policy.challenger?.sharePercent);
  const chosen =
    arm === 'challenger' && policies.challenger ? policies.challenger : policies.champion;
  return { arm, version: chosen.version, file: chosen.file, policy: chosen.policy };
}

export async function decideApplication(
  db: Db,
  order: Application,
  productId: string,
  now: number,
  /** The outside sources' inputs (outside.ts), gathered before the caller's transaction. */
  outside: ReadonlyMap<string, InputValue> = new Map(),
): Promise<Decided> {
  const chosen = policyFor(order.country, order.userId, productId);
  const forms = await formsOf(db, order.userId);
  const history = await historyOf(db, order.userId);
  const all = allInputs(
    { forms, ...history, amount: order.amount ?? 0, ladderLimit: order.creditLimit },
    now,
    order.country,
  );
  for (const [name, value] of outside) all.set(name, value);
  // Every outside answer is kept, read or not: which bureau was asked is told to the borrower.
  const inputs = Object.fromEntries(
    Object.entries({ ...inputsFor(chosen.policy, all), ...Object.fromEntries(outside) }).sort(),
  );
  const decision = evaluate(chosen.policy, inputs);
  const at = new Date(now);
  await keepPolicyVersion(db, {
    version: chosen.version,
    country: order.country,
    file: chosen.file,
    body: chosen.policy,
    at,
  });
  const region = forms.personal?.state;
  await insertDecision(db, {
    orderId: order.id,
    userId: order.userId,
    country: order.country,
    arm: chosen.arm,
    policyVersion: chosen.version,
    inputs,
    rules: decision.rules,
    score: decision.score,
    band: decision.band,
    outcome: decision.outcome,
    limitAmount: Math.min(decision.limit, 2_147_483_647),
    reasons: [...decision.reasons],
    ageBand: ageBandOf(all.get('form.age')),
    region: typeof region === 'string' ? region : null,
    decidedBy: 'policy',
    decidedAt: at,
  });
  return {
    decision,
    policyVersion: chosen.version,
    reapplyAfterDays: chosen.policy.reapplyAfterDays,
  };
}
