/**
 * Paying an approved loan out (docs/product.md §4): 18 → 7 and a payout intent in one transaction, then the
 * intent is sent to the rail. The intent is unique per order (index payment_intents_one_payout),
 * so the borrower's "get money", the auto-disbursement job and a restarted worker all lead to
 * the same single payout. A payout to a wallet still cooling off
 * (docs/decisions/0022-new-wallet-cooling-off.md) is deferred to the end of the wait, never refused;
 * one whose SIM was just swapped, by the policy's check at the payout, is held for staff (0053).
 */
import { ORDER_STATUS, type OrderStatus } from '../../../shared/orders';
import { payoutWaitsUntil } from '../../domain/wallet-cooling';
import { schedule } from '../../jobs/queue';
import { walletRails } from '../../providers';
import type { ServerDeps } from '../../types';
import { insertIntent, intentsOfOrder, submitIntent } from '../ledger';
import { lockOrder, moveOrder, type OrderRow, patchOrder } from '../orders';
import { findWallet } from '../wallet';
import type { PayoutHoldAnswer } from '../../db/schema';
import { EXPIRY_MS } from './lifecycle';
import { checkBeforePayout, holdIfAsked } from './payout-check';

type Deps = Pick<ServerDeps, 'db' | 'clock' | 'config'>;

export interface DisbursementResult {
  readonly status: OrderStatus;
  /** Set when the payout waits for the wallet's cooling-off: when it will run. */
  readonly waitsUntil?: number;
  /** Set when the payout is held for staff by the SIM check: what the check said. */
  readonly held?: PayoutHoldAnswer;
}

/** Starts the payout of an approved order; returns its status after. Safe to call twice. */
export async function startDisbursement(
  deps: Deps,
  orderId: number,
  reason: string,
): Promise<DisbursementResult> {
  const now = deps.clock();
  const rails = walletRails(deps);
  const check = await checkBeforePayout(deps, orderId);
  const result = await deps.db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId);
    if (!order) return undefined;
    if (order.status !== ORDER_STATUS.getMoney) return { status: order.status };
    const wallet = await findWallet(tx, order.userId);
    if (!wallet || !order.quote) return { status: order.status };
    const waitUntil = payoutWaitsUntil(wallet, now);
    if (waitUntil !== undefined) {
      await deferPayout({ ...deps, db: tx }, order, waitUntil, now);
      return { status: order.status, waitsUntil: waitUntil };
    }
    if (check.kind === 'go' && check.account !== undefined && check.account !== wallet.account) {
      // The wallet changed while the SIM of the last one was asked: the job asks about this one.
      await schedule(tx, {
        kind: 'disburse',
        key: `disburse:${order.id}:${wallet.account}:${now}`,
        runAt: now,
        payload: { orderId: order.id },
      });
      return { status: order.status };
    }
    const held = await holdIfAsked({ ...deps, db: tx }, order, check, now);
    if (held) return { status: order.status, held };
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
  if (!result) return { status: ORDER_STATUS.cancel };
  const [intent] = (await intentsOfOrder(deps.db, orderId)).filter(
    (i) => i.purpose === 'disburse' && i.status === 'created',
  );
  if (intent) await submitIntent(deps.db, rails, intent, now);
  return result;
}

/**
 * Moves an approved order's payout to `until`, when its wallet's cooling-off ends: the
 * auto-disbursement runs then, and the 24 h expiry counts from then, so the wait never cancels
 * the loan. Jobs are keyed by the new time: asking again schedules nothing twice.
 */
async function deferPayout(deps: Deps, order: OrderRow, until: number, now: number) {
  const expiresAt = Math.max(order.expiresAt?.getTime() ?? 0, until + EXPIRY_MS);
  await patchOrder(
    deps.db,
    order.id,
    { autoDisburseAt: new Date(until), expiresAt: new Date(expiresAt) },
    now,
  );
  await schedule(deps.db, {
    kind: 'disburse',
    key: `disburse:${order.id}:${until}`,
    runAt: until,
    payload: { orderId: order.id },
  });
  await schedule(deps.db, {
    kind: 'expire',
    key: `expire:${order.id}:${expiresAt}`,
    runAt: expiresAt,
    payload: { orderId: order.id },
  });
}
