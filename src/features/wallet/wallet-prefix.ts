/**
 * Suggests the wallet of a mobile number from its operator prefix (walletPrefixes in
 * schemas/<country>/country.json, from libphonenumber's carrier tables). Numbers move between
 * operators (portability), so this only pre-selects: the borrower always chooses.
 */
import { dialDigits, WALLET_PREFIXES, type Country, type Wallet } from '../../shared/countries';

export type { Wallet };

/** The national significant digits of a typed number, as far as typed. */
function nationalDigits(typed: string, country: Country): string {
  let digits = typed.replace(/\D/g, '');
  const dial = dialDigits(country);
  if (digits.startsWith(dial)) digits = digits.slice(dial.length);
  return digits.startsWith('0') ? digits.slice(1) : digits;
}

/** The wallet the number's prefix suggests, or null when the prefix says nothing; the longest prefix wins. */
export function suggestWallet(typed: string, country: Country): Wallet | null {
  const digits = nationalDigits(typed, country);
  let best: { prefix: string; wallet: Wallet } | undefined;
  const table: Readonly<Partial<Record<Wallet, readonly string[]>>> = WALLET_PREFIXES[country];
  for (const [wallet, prefixes] of Object.entries(table) as [Wallet, readonly string[]][]) {
    for (const prefix of prefixes) {
      if (digits.startsWith(prefix) && prefix.length > (best?.prefix.length ?? 0))
        best = { prefix, wallet };
    }
  }
  return best?.wallet ?? null;
}
