/**
 * The SIM-swap check asked again as a payout starts (decision 0053): hours pass between the
 * assessment and the payout, and a SIM swapped in between is how a stolen number takes a loan.
 * The deciding policy's `payoutSimSwap.hold` lists the answers that hold the payout for staff;
 * a policy without it asks nothing. Bounded like every outside call, and never throws.
 */
import type { PayoutSimAnswer } from '../../domain/credit-policy';
import { outsideSources } from '../../providers/outside';
import type { ServerDeps } from '../../types';
import type { Country } from '../../../shared/countries';
import { policyFor } from './decide';

type Deps = Pick<ServerDeps, 'config'>;

/** What the check said: a hold with its answer, or go (clear, or an answer the policy lets pass). */
export type PayoutSimVerdict =
  | { readonly hold: true; readonly answer: PayoutSimAnswer }
  | { readonly hold: false; readonly answer: PayoutSimAnswer | 'clear' | 'notAsked' };

const MARGIN_MS = 1_000;

async function ask(
  deps: Deps,
  country: Country,
  account: string,
): Promise<PayoutSimAnswer | 'clear'> {
  const phone = account.startsWith('+') ? account : `+${account}`;
  const sources = outsideSources(deps.config.outside, country);
  const { timeoutMs, simSwapMaxAgeHours } = deps.config.outside;
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<'timeout'>((resolve) => {
    timer = setTimeout(() => resolve('timeout'), timeoutMs + MARGIN_MS);
  });
  try {
    const looked = await Promise.race([
      sources.simSwap
        .swappedWithin(phone, simSwapMaxAgeHours)
        .catch(() => ({ kind: 'down' as const })),
      late,
    ]);
    if (looked === 'timeout') return 'timeout';
    if (looked.kind === 'found') return looked.facts.swapped ? 'swapped' : 'clear';
    return looked.kind;
  } finally {
    clearTimeout(timer);
  }
}

export async function payoutSimVerdict(
  deps: Deps,
  order: { readonly userId: number; readonly country: Country; readonly productId: string },
  account: string,
): Promise<PayoutSimVerdict> {
  const { policy } = policyFor(order.country, order.userId, order.productId);
  const holdOn = policy.payoutSimSwap?.hold;
  if (!holdOn) return { hold: false, answer: 'notAsked' };
  const answer = await ask(deps, order.country, account);
  return answer !== 'clear' && holdOn.includes(answer)
    ? { hold: true, answer }
    : { hold: false, answer };
}
