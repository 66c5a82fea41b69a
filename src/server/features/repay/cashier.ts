/**
 * The cashier (docs/product.md §4, §5): opens a collection for a repayment or a rollover fee. A retried
 * confirm returns the payment order the first one opened instead of opening a second one, so a
 * double tap or a retry never charges twice: by the idempotency key the app sends (kept with the
 * order, one insert under a unique index), or without one by the order still open for the same
 * purpose and amount (under a lock). The order times out after 30 min.
 */
import { ApiError } from '../../api-error';
import { inPhase } from '../../../shared/orders';
import { walletRails } from '../../providers';
import { SANDBOX_RAIL } from '../../providers/sandbox-wallet';
import type { ServerDeps } from '../../types';
import type { Db } from '../../db/client';
import type { Tx } from '../../db/tx';
import {
  findKeyedIntent,
  findOpenCashierIntent,
  insertCashierIntentRow,
  type IntentRow,
  lockCashier,
  newPayOrderId,
  QUERY_AFTER_MS,
  submitIntent,
} from '../ledger';
import { seconds } from '../loans';
import { findWallet } from '../wallet';
import { channelsOf } from './channels';
import { minRepay } from './detail';
import { rolloverTerms } from './extension';
import type { Balance } from './standing';

export const CASHIER_TTL_MS = 30 * 60_000;

type Deps = Pick<ServerDeps, 'db' | 'clock' | 'config'>;
type Purpose = 'repay' | 'extension';

interface Wanted {
  readonly orderId: number;
  readonly userId: number;
  readonly purpose: Purpose;
  readonly amount: number;
  readonly channelId: string;
  readonly provider: string;
  readonly idempotencyKey?: string;
}

/** A new cashier order on the borrower's wallet; undefined when one with its key exists. */
async function insertCashierOrder(db: Db, want: Wanted, account: string, now: number) {
  return insertCashierIntentRow(db, {
    payOrderId: newPayOrderId(want.purpose),
    orderId: want.orderId,
    purpose: want.purpose,
    amount: want.amount,
    status: 'created',
    account,
    provider: want.provider,
    channelId: want.channelId,
    createdAt: new Date(now),
    expiresAt: new Date(now + CASHIER_TTL_MS),
    nextQueryAt: new Date(now + QUERY_AFTER_MS),
    idempotencyKey: want.idempotencyKey ?? null,
  });
}

/**
 * A confirm with the app's idempotency key: the unique index on (order, key) lets the order be
 * opened at most once by a single insert, so no lock or transaction is needed. A key sent again
 * finds the order it opened whatever its state now; under another purpose, amount or channel it
 * is refused.
 */
async function openKeyedOrder(
  db: Db,
  want: Wanted,
  key: string,
  walletAccount: string | null,
  now: number,
) {
  const inserted = walletAccount
    ? await insertCashierOrder(db, want, walletAccount, now)
    : undefined;
  if (inserted) return inserted;
  const keyed = await findKeyedIntent(db, want.orderId, key);
  if (!keyed) throw new ApiError(walletAccount ? 'submitFailed' : 'noPaymentMethod');
  const same =
    keyed.purpose === want.purpose &&
    keyed.amount === want.amount &&
    keyed.channelId === want.channelId;
  if (!same) throw new ApiError('payKeyReused');
  return keyed;
}

/**
 * A confirm without a key (an older app): confirms on one loan take turns (lockCashier), and one
 * reuses the open order of the same purpose and amount instead of opening a second.
 */
async function openUnkeyedOrder(tx: Tx, want: Wanted, now: number): Promise<IntentRow> {
  await lockCashier(tx, want.orderId);
  const open = await findOpenCashierIntent(tx, want, now);
  if (open) return open;
  const wallet = await findWallet(tx, want.userId);
  if (!wallet) throw new ApiError('noPaymentMethod');
  const intent = await insertCashierOrder(tx, want, wallet.account, now);
  if (!intent) throw new ApiError('submitFailed');
  return intent;
}

/**
 * What this payment must be: the chosen amount for a repayment (§5: a whole number of shillings,
 * at least the minimum), the fee for a rollover.
 */
export function amountFor(s: Balance, purpose: Purpose, amount: number, now: number): number {
  if (!inPhase(s.order.status, 'repaying')) throw new ApiError('orderStatusInvalid');
  if (purpose === 'extension') return rolloverTerms(s, now).fee;
  if (!Number.isInteger(amount)) throw new ApiError('amountNotInteger');
  if (amount < minRepay(s)) throw new ApiError('amountBelowMinimum');
  if (amount > s.amountDue) throw new ApiError('amountAboveDue');
  return amount;
}

/**
 * `walletAccount`: the borrower's wallet as read with the order (null: none bound); a confirm
 * without a key reads it again under its lock.
 */
export async function confirmPayment(
  deps: Deps,
  s: Balance,
  input: { channelId: string; purpose: Purpose; amount: number; idempotencyKey?: string },
  walletAccount: string | null,
) {
  const channel = channelsOf(s.order.country).find((c) => c.channelId === input.channelId);
  if (!channel) throw new ApiError('noPaymentMethod');
  const now = deps.clock();
  const amount = amountFor(s, input.purpose, input.amount, now);
  const rails = walletRails(deps);
  const want = {
    ...input,
    orderId: s.order.id,
    userId: s.order.userId,
    amount,
    provider: rails.name,
  };
  const key = input.idempotencyKey;
  const intent = key
    ? await openKeyedOrder(deps.db, want, key, walletAccount, now)
    : await deps.db.transaction((tx) => openUnkeyedOrder(tx, want, now));
  // Only an order still open goes to the rail again (the rail knows it by its payOrderId); a key
  // sent again after its order settled or timed out just reads that order back.
  const open =
    (intent.status === 'created' || intent.status === 'submitted') &&
    (intent.expiresAt?.getTime() ?? Infinity) > now;
  const { payUrl } = open ? await submitIntent(deps.db, rails, intent, now) : {};
  const url =
    payUrl ??
    (deps.config.sandbox && rails.name === SANDBOX_RAIL
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
