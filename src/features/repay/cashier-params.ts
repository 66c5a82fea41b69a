/** The cashier's inputs travel in the URL so a reload or the wallet app's return keeps them. */
export type Purpose = 'repay' | 'extension';

export interface CashierParams {
  orderNo: string;
  amount: number;
  purpose: Purpose;
}

export function readCashierParams(params: URLSearchParams): CashierParams {
  const amount = Number(params.get('amount'));
  return {
    orderNo: params.get('orderNo') ?? '',
    amount: Number.isSafeInteger(amount) && amount > 0 ? amount : 0,
    purpose: params.get('purpose') === 'extension' ? 'extension' : 'repay',
  };
}

/** Whether a cashier order has passed its validity (seconds since the epoch). */
export function isExpired(expiresAt: number, nowMs = Date.now()): boolean {
  return expiresAt > 0 && nowMs >= expiresAt * 1000;
}

/** The sandbox rail's approve step lives under /sandbox/ (docs/architecture.md §6); the real rails never do. */
export function isSandboxUrl(url: string): boolean {
  try {
    return new URL(url, 'http://x').pathname.startsWith('/sandbox/');
  } catch {
    return false;
  }
}
