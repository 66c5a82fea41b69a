/**
 * Suggests the wallet of a mobile number from its operator prefix (data/id-and-phone-facts.md,
 * from libphonenumber's carrier tables). Numbers move between operators (portability), so this
 * only pre-selects: the borrower always chooses.
 */
export const WALLETS = ['tigo', 'airtel', 'mpesa', 'halopesa'] as const;
export type Wallet = (typeof WALLETS)[number];

type Table = readonly (readonly [prefix: string, wallet: Wallet])[];

// National significant number prefixes (no leading 0); the longest match wins.
const TZ: Table = [
  ['61', 'halopesa'], ['62', 'halopesa'], ['63', 'halopesa'],
  ['65', 'tigo'], ['67', 'tigo'], ['70', 'tigo'], ['71', 'tigo'], ['77', 'tigo'],
  ['66', 'airtel'], ['68', 'airtel'], ['69', 'airtel'], ['78', 'airtel'],
  ['72', 'mpesa'], ['74', 'mpesa'], ['75', 'mpesa'], ['76', 'mpesa'], ['79', 'mpesa'],
];

const KE: Table = [
  ['70', 'mpesa'], ['71', 'mpesa'], ['72', 'mpesa'], ['74', 'mpesa'], ['79', 'mpesa'],
  ['757', 'mpesa'], ['758', 'mpesa'], ['759', 'mpesa'], ['768', 'mpesa'], ['769', 'mpesa'],
  ['11', 'mpesa'], ['14', 'mpesa'], ['18', 'mpesa'],
  ['73', 'airtel'], ['750', 'airtel'], ['751', 'airtel'], ['752', 'airtel'], ['753', 'airtel'],
  ['754', 'airtel'], ['755', 'airtel'], ['756', 'airtel'], ['761', 'airtel'], ['762', 'airtel'],
  ['78', 'airtel'], ['10', 'airtel'],
];

const TABLES = { TZ, KE } as const;
const DIAL = { TZ: '255', KE: '254' } as const;

/** The national significant digits of a typed number, as far as typed. */
function nationalDigits(typed: string, country: 'TZ' | 'KE'): string {
  let digits = typed.replace(/\D/g, '');
  if (digits.startsWith(DIAL[country])) digits = digits.slice(3);
  return digits.startsWith('0') ? digits.slice(1) : digits;
}

/** The wallet the number's prefix suggests, or null when the prefix says nothing. */
export function suggestWallet(typed: string, country: 'TZ' | 'KE'): Wallet | null {
  const digits = nationalDigits(typed, country);
  let best: readonly [string, Wallet] | undefined;
  for (const row of TABLES[country]) {
    if (digits.startsWith(row[0]) && row[0].length > (best?.[0].length ?? 0)) best = row;
  }
  return best?.[1] ?? null;
}
