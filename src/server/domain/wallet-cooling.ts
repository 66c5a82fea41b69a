/**
 * The cooling-off of a new payout wallet (docs/decisions/0022-new-wallet-cooling-off.md): a
 * wallet that replaces another, and is not the account's own number, waits
 * `newWalletCoolingOffHours` (product.json) before the first payout to it. Payouts due earlier
 * are deferred to its end, never refused.
 */

const HOUR_MS = 3_600_000;

export interface BoundWallet {
  readonly account: string;
  readonly coolingUntil: Date | null;
}

/**
 * When payouts to `account` may start once bound now; null when they need not wait.
 * Binding the wallet already bound keeps its time: asking again never restarts nor skips it.
 */
export function coolingUntilFor(input: {
  readonly before: BoundWallet | undefined;
  /** The wallet number being bound, E.164. */
  readonly account: string;
  /** The account's own registered number, E.164. */
  readonly ownNumber: string;
  readonly hours: number;
  readonly now: number;
}): Date | null {
  const { before, account, ownNumber, hours, now } = input;
  if (before?.account === account) return before.coolingUntil;
  // The own number is proven at every sign-in; a first wallet is bound inside the first
  // application. Only a change of where the money goes waits.
  if (account === ownNumber || !before || hours <= 0) return null;
  return new Date(now + hours * HOUR_MS);
}

/** The time a payout to `wallet` must wait for, or undefined when it may go now. */
export function payoutWaitsUntil(
  wallet: Pick<BoundWallet, 'coolingUntil'>,
  now: number,
): number | undefined {
  const until = wallet.coolingUntil?.getTime();
  return until !== undefined && until > now ? until : undefined;
}
