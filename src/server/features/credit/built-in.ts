/**
 * How a country without policy.json is decided (decision 0049): the knock-outs the product has
 * always had, and everyone else approved up to the ladder. Its version is the word "built-in", so
 * its decisions are told apart from any file's.
 */
import type { Policy } from '../../domain/credit-policy';

export const BUILT_IN_VERSION = 'built-in';

export function builtInPolicy(productId: string): Policy {
  return {
    productId,
    knockOuts: [
      {
        id: 'underage',
        when: [{ input: 'form.age', op: 'lt', value: 18 }],
        outcome: 'decline',
        reason: 'underage',
      },
      {
        id: 'writtenOff',
        when: [{ input: 'history.writtenOffLoans', op: 'gt', value: 0 }],
        outcome: 'decline',
        reason: 'writtenOff',
      },
      {
        id: 'overdueElsewhere',
        when: [
          { input: 'form.missedPayment', op: 'eq', value: true },
          { input: 'form.overdueLoansElsewhere', op: 'gte', value: 3 },
        ],
        outcome: 'decline',
        reason: 'overdueElsewhere',
      },
    ],
    scorecard: { base: 0, items: [] },
    bands: [{ from: 0, outcome: 'approve', limit: Number.MAX_SAFE_INTEGER }],
    reasons: {
      underage: { advice: false },
      writtenOff: { advice: false },
      overdueElsewhere: { advice: true },
      amountAboveLimit: { advice: true },
    },
  };
}
