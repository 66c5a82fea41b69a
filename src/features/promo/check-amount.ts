/** The available-amount check of the landing pages: the range anyone may borrow (market index). */
import { call } from '../../lib/api/call';
import { promoMoney } from './next-step';

export interface AmountRange {
  min: string;
  max: string;
}

/** Resolves with the formatted range, or null when the server cannot say now (never throws). */
export async function checkAmount(): Promise<AmountRange | null> {
  try {
    const index = await call('loanMarketIndex', {}, { silent: true, onRetry: () => {} });
    return {
      min: promoMoney(index.minAmount, index.currency),
      max: promoMoney(index.maxAmount, index.currency),
    };
  } catch {
    return null;
  }
}
