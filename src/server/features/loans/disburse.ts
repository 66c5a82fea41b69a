/**
 * Paying an approved loan out (spec §4): 18 → 7 and a payout intent in one transaction, then the
 * intent is sent to the rail. The intent is unique per order (index payment_intents_one_payout),
 * so the borrower's "get money", the auto-disbursement job and a restarted worker all lead to
 * the same single payout.
 */
import { ORDER_STATUS, type OrderStatus } from '../../../shared/orders';
import { walletRails } from '../../providers';
import type { ServerDeps } from '../../types';
import { insertIntent, submitIntent } from '../ledger/intents';
import { intentsOfOrder } from '../ledger/intents-repo';
import { lockOrder } from '../orders/repo';
import { moveOrder } from '../orders/state';
import { findWallet } from '../wallet/repo';

type Deps = Pick<ServerDeps, 'db' | 'clock' | 'config'>;

/** Starts the payout of an approved order; returns its status after. Safe to call twice. */
export async function startDisbursement(
  deps: Deps,
  orderId: number,
  reason: string,
): Promise<OrderStatus> {
  const now = deps.clock();
  const rails = walletRails(deps);
  const result = await deps.db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId);
    if (!order) return undefined;
    if (order.status !== ORDER_STATUS.getMoney) return { status: order.status };
    const wallet = await findWallet(tx, order.userId);
    if (!wallet || !order.quote) return { status: order.status };
    const moved = await moveOrder(tx, order, ORDER_STATUS.lending, reason, now);
    await insertIntent(
      tx,
      {
        orderId,
        purpose: 'disburse',
        amount: order.quote.disbursalAmount,
        account: wallet.account,
        provider: rails.name,
      },
      now,
    );
    return { status: moved.status };
  });
  if (!result) return ORDER_STATUS.cancel;
  const [intent] = (await intentsOfOrder(deps.db, orderId)).filter(
    (i) => i.purpose === 'disburse' && i.status === 'created',
  );
  if (intent) await submitIntent(deps.db, rails, intent, now);
  return result.status;
}
