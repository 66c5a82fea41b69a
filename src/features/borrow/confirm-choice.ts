/**
 * The borrower's choice on confirm (amount, term, coupon), kept per order in sessionStorage so it
 * survives opening the agreement, the back button and a reload (issue: the amount went back to
 * 60,000 after the agreement, and one loan was paid out at 60,000 for a borrower who chose 30,000).
 */

const KEY = 'mkopo.confirmChoice';

export interface ConfirmChoice {
  readonly amount?: number;
  readonly days?: number;
  readonly couponId?: string;
}

function isChoice(v: unknown): v is ConfirmChoice & { orderNo: string } {
  if (typeof v !== 'object' || v === null) return false;
  const c = v as Record<string, unknown>;
  const optional = (k: string, type: string) => c[k] === undefined || typeof c[k] === type;
  return (
    typeof c.orderNo === 'string' &&
    optional('amount', 'number') &&
    optional('days', 'number') &&
    optional('couponId', 'string')
  );
}

/** The choice kept for this order, or none. */
export function readChoice(orderNo: string): ConfirmChoice {
  try {
    const value: unknown = JSON.parse(sessionStorage.getItem(KEY) ?? 'null');
    if (!isChoice(value) || value.orderNo !== orderNo) return {};
    const { orderNo: _order, ...choice } = value;
    return choice;
  } catch {
    return {};
  }
}

/** Keeps the choice of this order (one order is confirmed at a time). */
export function saveChoice(orderNo: string, choice: ConfirmChoice): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify({ orderNo, ...choice }));
  } catch {
    /* storage off: the server still remembers the last quote shown */
  }
}
