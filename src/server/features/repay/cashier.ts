/**
 * The cashier (spec §4, §5): opens a collection for a repayment or a rollover fee. A retried
 * confirm with the same order, purpose and amount returns the cashier order still open instead
 * of opening a second one, so a double tap never charges twice; the order times out after 30 min.
 */
import { ApiError } from '../../api-error';
import { inPhase } from '../../../shared/orders';
import { walletRails } from '../../providers';
import type { ServerDeps } from '../../types';
import { insertIntent, submitIntent } from '../ledger/intents';
import { findOpenCashierIntent } from '../ledger/intents-repo';
import { seconds } from '../loans/views';
import { findWallet } from '../wallet/repo';
import { channelsOf } from './channels';
import { minRepay } from './detail';
import { rolloverTerms } from './extension';
import type { Standing } from './standing';

export const CASHIER_TTL_MS = 30 * 60_000;

type Deps = Pick<ServerDeps, 'db' | 'clock' | 'config'>;
type Purpose = 'repay' | 'extension';

/**
 * What this payment must be: the chosen amount for a repayment (§5: a whole number of shillings,
 * at least the minimum), the fee for a rollover.
 */
export function amountFor(s: Standing, purpose: Purpose, amount: number, now: number): number {
  if (!inPhase(s.order.status, 'repaying')) throw new ApiError('orderStatusInvalid');
  if (purpose === 'extension') return rolloverTerms(s, now).fee;
  if (!Number.isInteger(amount)) throw new ApiError('amountNotInteger');
  if (amount < minRepay(s)) throw new ApiError('amountBelowMinimum');
  if (amount > s.amountDue) throw new ApiError('amountAboveDue');
  return amount;
}

export async function confirmPayment(
  deps: Deps,
  s: Standing,
  input: { channelId: string; purpose: Purpose; amount: number },
) {
  const channel = channelsOf(s.order.country).find((c) => c.channelId === input.channelId);
  if (!channel) throw new ApiError('noPaymentMethod');
  const now = deps.clock();
  const amount = amountFor(s, input.purpose, input.amount, now);
  const rails = walletRails(deps);
  const want = { orderId: s.order.id, purpose: input.purpose, amount };
  let intent = await findOpenCashierIntent(deps.db, want, now);
  if (!intent) {
    const wallet = await findWallet(deps.db, s.order.userId);
    if (!wallet) throw new ApiError('noPaymentMethod');
    intent = await insertIntent(
      deps.db,
      {
        orderId: s.order.id,
        purpose: input.purpose,
        amount,
        account: wallet.account,
        provider: rails.name,
        channelId: input.channelId,
        expiresAt: new Date(now + CASHIER_TTL_MS),
      },
      now,
    );
    if (!intent) throw new ApiError('submitFailed');
  }
  const { payUrl } = await submitIntent(deps.db, rails, intent, now);
  const url =
    payUrl ??
    (deps.config.sandbox
      ? `/sandbox/payments/${encodeURIComponent(intent.payOrderId)}`
      : undefined);
  return {
    payOrderId: intent.payOrderId,
    amount,
    expiresAt: seconds(intent.expiresAt?.getTime() ?? now + CASHIER_TTL_MS),
    ...(url ? { payUrl: url } : {}),
    // A bill payment is matched by its reference: the payment order itself.
    ...(channel.kind === 'bill' ? { billReference: intent.payOrderId } : {}),
  };
}
