/**
 * The demo book's money, through the services a borrower's taps reach: an application approved
 * and the borrower's "get money" (the payout goes to the sandbox rail, which reports it by
 * callback), a repayment confirmed at the cashier and approved on the sandbox wallet, and the
 * decisions staff and the rules make on applications.
 */
import {
  approveApplication,
  expireOrder,
  rejectApplication,
  startDisbursement,
} from '../../features/loans';
import { lockOrder, patchOrder } from '../../features/orders';
import { balanceAndWalletOf, confirmPayment, minRepay } from '../../features/repay';
import { sandboxRails } from '../../providers';
import type { ServerDeps } from '../../types';
import type { WrittenApplication } from './borrowers-repo';

type Deps = Pick<ServerDeps, 'db' | 'clock' | 'config'>;

export type Decision = 'pay' | 'referred' | 'approved' | 'rejected' | 'cancelled';

const DAY_MS = 86_400_000;

/** Decides an application as the assessment or staff would; `pay` also takes the money. */
export async function decideApplication(
  deps: Deps,
  application: WrittenApplication,
  decision: Decision,
): Promise<void> {
  const now = deps.clock();
  await deps.db.transaction(async (tx) => {
    const order = await lockOrder(tx, application.orderId);
    if (!order) return;
    const txDeps = { ...deps, db: tx };
    if (decision === 'referred') await patchOrder(tx, order.id, { referredAt: new Date(now) }, now);
    else if (decision === 'rejected')
      await rejectApplication(txDeps, order, 'rejected: demo', new Date(now + 30 * DAY_MS), now);
    else await approveApplication(txDeps, order, now);
  });
  if (decision === 'pay')
    await startDisbursement(deps, application.orderId, 'borrower took the money');
  // Lapsed: approved yesterday and never taken, as the 24 h expiry finds it.
  if (decision === 'cancelled')
    await expireOrder({ ...deps, clock: () => now + 2 * DAY_MS }, application.orderId);
}

/**
 * Pays `share` (0 to 1) of what the loan owes today at the cashier's wallet channel and approves
 * it on the sandbox wallet; its callback books it when the jobs run. False when nothing was owed.
 */
export async function repay(
  deps: Deps,
  application: WrittenApplication,
  share: number,
): Promise<boolean> {
  const { balance, walletAccount } = await balanceAndWalletOf(
    deps,
    application.userId,
    application.orderNo,
  );
  const part = Math.max(minRepay(balance), Math.floor(balance.amountDue * share));
  const amount = share >= 1 ? balance.amountDue : Math.min(balance.amountDue, part);
  if (amount <= 0) return false;
  const paid = await confirmPayment(
    deps,
    balance,
    { channelId: 'wallet', purpose: 'repay', amount },
    walletAccount,
  );
  return sandboxRails(deps).decide(paid.payOrderId, 'succeeded');
}
