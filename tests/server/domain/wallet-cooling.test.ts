/** The cooling-off rule of a new payout wallet (src/server/domain/wallet-cooling.ts). */
import { describe, expect, it } from 'vitest';
import {
  coolingUntilFor,
  payoutWaitsUntil,
  type BoundWallet,
} from '../../../src/server/domain/wallet-cooling';

const NOW = Date.UTC(2026, 0, 15, 6);
const HOUR = 3_600_000;
const OWN = '+255712345678';
const OLD: BoundWallet = { account: '+255755000111', coolingUntil: null };
const of = (account: string, before: BoundWallet | undefined, hours = 24) =>
  coolingUntilFor({ before, account, ownNumber: OWN, hours, now: NOW });

describe('coolingUntilFor', () => {
  it('holds a wallet that replaces another, for the product’s hours', () => {
    expect(of('+255755000999', OLD)?.getTime()).toBe(NOW + 24 * HOUR);
    expect(of('+255755000999', OLD, 48)?.getTime()).toBe(NOW + 48 * HOUR);
  });

  it('holds nothing for the own number, a first wallet, or hours set to 0', () => {
    expect(of(OWN, OLD)).toBeNull();
    expect(of('+255755000999', undefined)).toBeNull();
    expect(of('+255755000999', OLD, 0)).toBeNull();
  });

  it('keeps the time of the wallet already bound: binding it again neither restarts nor ends it', () => {
    const cooling = { account: '+255755000999', coolingUntil: new Date(NOW + HOUR) };
    expect(of('+255755000999', cooling)).toBe(cooling.coolingUntil);
  });
});

describe('payoutWaitsUntil', () => {
  it('waits until the time, then no more', () => {
    const wallet = { coolingUntil: new Date(NOW + HOUR) };
    expect(payoutWaitsUntil(wallet, NOW)).toBe(NOW + HOUR);
    expect(payoutWaitsUntil(wallet, NOW + HOUR)).toBeUndefined();
    expect(payoutWaitsUntil({ coolingUntil: null }, NOW)).toBeUndefined();
  });
});
