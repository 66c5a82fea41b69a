import { describe, expect, it } from 'vitest';
import { suggestWallet } from '../../../src/features/wallet/wallet-prefix';

describe('suggestWallet', () => {
  it.each([
    ['0621234567', 'halopesa'],
    ['0712345678', 'tigo'],
    ['+255 677 123 456', 'tigo'],
    ['0687654321', 'airtel'],
    ['754123456', 'mpesa'],
    ['255791234567', 'mpesa'],
    ['0731234567', null],
    ['0', null],
  ])('TZ %s → %s', (typed, wallet) => {
    expect(suggestWallet(typed, 'TZ')).toBe(wallet);
  });

  it('takes the longest Kenyan prefix', () => {
    expect(suggestWallet('0712345678', 'KE')).toBe('mpesa');
    expect(suggestWallet('0757123456', 'KE')).toBe('mpesa');
    expect(suggestWallet('0752123456', 'KE')).toBe('airtel');
    expect(suggestWallet('0771234567', 'KE')).toBeNull();
  });
});
