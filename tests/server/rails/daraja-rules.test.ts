/**
 * Daraja's readings that need no network: the payout float is the Utility Account of Account
 * Balance's string (the documentation's own example, where the Working Account holds more), and
 * which result codes say our initiator is wrong rather than anything about a payment.
 */
import { describe, expect, it } from 'vitest';
import {
  isInitiatorFault,
  parseAccountBalance,
  payoutFloat,
} from '../../../src/server/providers/rails/daraja/rules';

/** Account Balance's result string, as https://developer.safaricom.co.ke/APIs/AccountBalance shows it. */
const DOCUMENTED =
  'Working Account|KES|700000.00|700000.00|0.00|0.00&Float Account|KES|0.00|0.00|0.00|0.00&Utility Account|KES|228037.00|228037.00|0.00|0.00&Charges Paid Account|KES|-1540.00|-1540.00|0.00|0.00&Organization Settlement Account|KES|0.00|0.00|0.00|0.00';

describe('Daraja rules', () => {
  it('reads the payout float from the Utility Account, never the Working Account', () => {
    expect(payoutFloat(DOCUMENTED)).toBe(228_037);
    expect(parseAccountBalance(DOCUMENTED).map((a) => a.account)).toEqual([
      'Working Account',
      'Float Account',
      'Utility Account',
      'Charges Paid Account',
      'Organization Settlement Account',
    ]);
    // No Utility Account named: no reading (the last one stands), not the Working Account's.
    expect(payoutFloat('Working Account|KES|700000.00|700000.00|0.00|0.00')).toBeUndefined();
  });

  it('reads the smaller of the first two amounts, whichever of them the documentation means', () => {
    expect(payoutFloat('Utility Account|KES|5000.00|4200.40|0.00|0.00')).toBe(4200);
    expect(payoutFloat('Utility Account|KES|4200.00|5000.00|0.00|0.00')).toBe(4200);
  });

  it('knows 2001 and the other initiator codes as faults of ours, numbers or text', () => {
    for (const code of [2001, '2001', '18', 20, 21, 8006])
      expect(isInitiatorFault(code)).toBe(true);
    for (const code of [0, 1, 2040, 'R000002', 'SFC_IC0003'])
      expect(isInitiatorFault(code)).toBe(false);
  });
});
