/**
 * The available-amount check of the landing pages: the range anyone may borrow (market index).
 * The API client (and the envelope's AES with it) loads when the visitor asks, not with the page.
 */
import { getItem } from '../../lib/storage';
import { promoMoney } from './next-step';

export interface AmountRange {
  min: string;
  max: string;
  /** The country's product's rates, percent, for the offer's plain terms (none listed: absent). */
  rates?: { feeTaxRate: number; penaltyRatePerDay: number };
}

/** Resolves with the formatted range, or null when the server cannot say now (never throws). */
export async function checkAmount(): Promise<AmountRange | null> {
  try {
    const { call } = await import('../../lib/api/call');
    const country = getItem('country');
    const index = await call('loanMarketIndex', { country }, { silent: true, onRetry: () => {} });
    const product = index.list[0];
    return {
      min: promoMoney(index.minAmount, index.currency, country),
      max: promoMoney(index.maxAmount, index.currency, country),
      ...(product
        ? {
            rates: {
              feeTaxRate: product.feeTaxRate,
              penaltyRatePerDay: product.penaltyRatePerDay,
            },
          }
        : {}),
    };
  } catch {
    return null;
  }
}
