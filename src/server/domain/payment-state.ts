/**
 * What the borrower is told about a cashier payment order (docs/product.md §4: it has a limited validity):
 * paid or failed once the rail says so; expired when its time ran out unpaid (or it was closed
 * because the loan it was for was settled); pending otherwise.
 */
import type { IntentStatus } from './payment-intent';

export type PaymentState = 'pending' | 'paid' | 'failed' | 'expired';

export function paymentState(
  status: IntentStatus,
  expiresAt: number | null,
  now: number,
): PaymentState {
  if (status === 'succeeded') return 'paid';
  if (status === 'failed') return expiresAt !== null && expiresAt <= now ? 'expired' : 'failed';
  return expiresAt !== null && expiresAt <= now ? 'expired' : 'pending';
}
