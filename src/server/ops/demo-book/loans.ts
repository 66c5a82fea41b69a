/**
 * The demo book's money, through the services a borrower's taps reach: an application assessed by
 * the country's credit policy as the assessment job does (the decision stored for the console) and
 * the borrower's "get money" (the payout goes to the sandbox rail, which reports it by callback),
 * and a repayment confirmed at the cashier and approved on the sandbox wallet.
 */
import { assessOrder, expireOrder, startDisbursement } from '../../features/loans';
import { findOrder } from '../../features/orders';
import { balanceAndWalletOf, confirmPayment, minRepay } from '../../features/repay';
import { sandboxRails } from '../../providers';
import type { ServerDeps } from '../../types';
import { ORDER_STATUS } from '../../../shared/orders';
import type { WrittenApplication } from './borrowers-repo';

type Deps = Pick<ServerDeps, 'db' | 'clock' | 'config'>;

export type Decision = 'pay' | 'referred' | 'approved' | 'rejected' | 'cancelled';

const DAY_MS = 86_400_000;

/** What the policy decided: left to staff, declined, approved (or nothing it could decide). */
type Outcome = 'referred' | 'rejected' | 'approved' | 'undecided';

/**
 * Has the policy decide the application, as the assessment job would. The story's borrower was
 * made to answer as it wants (people.ts: a swapped SIM is referred, overdue loans elsewhere
 * declined); what the policy decided is what happens, and `pay` then takes the money.
 */
export async function decideApplication(
  deps: Deps,
  application: WrittenApplication,
  story: Decision,
): Promise<Outcome> {
  const now = deps.clock();
  await assessOrder(deps, application.orderId);
  const outcome = outcomeOf(await findOrder(deps.db, application.orderId));
  if (outcome !== 'approved') return outcome;
  if (story === 'pay')
    await startDisbursement(deps, application.orderId, 'borrower took the money');
  // Lapsed: approved yesterday and never taken, as the 24 h expiry finds it.
  if (story === 'cancelled')
    await expireOrder({ ...deps, clock: () => now + 2 * DAY_MS }, application.orderId);
  return outcome;
}

function outcomeOf(order: { status: number; referredAt: Date | null } | undefined): Outcome {
  if (order?.status === ORDER_STATUS.getMoney) return 'approved';
  if (order?.status === ORDER_STATUS.reject) return 'rejected';
  return order?.status === ORDER_STATUS.applying && order.referredAt ? 'referred' : 'undecided';
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
