/**
 * The demo book's people: names common in East Africa, numbers of the country's length starting
 * as its M-Pesa numbers do, identity numbers of the country's shape, a birthday and a gender as the
 * personal form stores them; a few answer so that the credit policy refers or declines them.
 * Pure and seeded.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { SCHEMAS_DIR } from '../../forms/dirs';
import { COUNTRY_FACTS, WALLET_PREFIXES, type Country } from '../../../shared/countries';
import type { NewBorrower } from './borrowers-repo';

const FIRST = [
  'Asha',
  'Juma',
  'Neema',
  'Baraka',
  'Rehema',
  'Amina',
  'Hassan',
  'Grace',
  'Peter',
  'Mwanaisha',
  'Joseph',
  'Wanjiru',
  'Otieno',
  'Fatuma',
  'Daudi',
  'Zawadi',
  'Khamis',
  'Esther',
  'Salim',
  'Halima',
  'Emmanuel',
  'Mercy',
  'Kibet',
  'Aisha',
] as const;
const LAST = [
  'Mwakyusa',
  'Njoroge',
  'Kimaro',
  'Otieno',
  'Mushi',
  'Wanjiku',
  'Lyimo',
  'Mollel',
  'Kamau',
  'Mrema',
  'Achieng',
  'Massawe',
  'Chande',
  'Kariuki',
  'Swai',
  'Omondi',
  'Shirima',
  'Mutua',
  'Temba',
  'Wekesa',
] as const;

const pad = (n: number, width: number) => String(n).padStart(width, '0');

/**
 * What makes the policy refer or decline a borrower, as the sandbox and the forms answer it: a
 * mobile number whose SIM was swapped (…000, decision 0051; `n` numbers them apart), or the
 * questionnaire's missed payment with three loans overdue elsewhere (a knock-out).
 */
export type Oddness =
  { readonly kind: 'simSwapped'; readonly n: number } | { readonly kind: 'overdueElsewhere' };

/** A questionnaire's answers (every question answered); `overdue`: a missed payment, 3 loans late. */
const questionnaire = (overdue: boolean): Record<string, string> => ({
  q1: overdue ? 'yes' : 'no',
  q2: 'no',
  q3: overdue ? 'poor' : 'good',
  q4: 'mobileMoney',
  q5: 'mobileMoney',
  q6: overdue ? '31to60' : 'never',
  q7: 'upTo50k',
  q8: '2',
  q9: '1',
  q10: '1',
  q11: overdue ? '3' : '0',
});

/**
 * A number whose SIM the sandbox reads as swapped: it ends in 000 (no other demo number does) and
 * not in 0000 (a number the sandbox does not know), the `n`th of them.
 */
function swappedNumber(prefix: string, rest: number, n: number): string {
  const head = Math.floor(n / 9) * 10 + 1 + (n % 9);
  return `${prefix}${pad(head % 10 ** (rest - 3), rest - 3)}000`;
}

/**
 * A national identity number of the shape the country's personal form asks for, read from the
 * form's own pattern (digit groups joined by "-"): a group of eight starting the number is the
 * birth date (as Tanzania's NIDA numbers are), a group of a range of lengths is one number.
 */
function nationalId(country: Country, birth: { y: number; m: number; d: number }, n: number) {
  const groups = [...idPattern(country).matchAll(/\\d\{(\d+)(?:,(\d+))?\}/g)].map((m) => ({
    min: Number(m[1]),
    max: Number(m[2] ?? m[1]),
  }));
  if (groups.length === 0) return String(20_000_000 + n);
  return groups
    .map(({ min, max }, i) => {
      if (i === 0 && groups.length > 1 && min === 8 && max === 8)
        return `${birth.y}${pad(birth.m, 2)}${pad(birth.d, 2)}`;
      const width = Math.min(max, Math.max(min, 8));
      // No leading zero: the first digit is 1-9 whatever the number.
      return String(10 ** (width - 1) + ((n * 7 + i) % (9 * 10 ** (width - 1))));
    })
    .join('-');
}

/** The pattern of the country's nationalId field in its personal form ('' when it has none). */
function idPattern(country: Country): string {
  const file = join(SCHEMAS_DIR, country.toLowerCase(), 'personal.json');
  if (!existsSync(file)) return '';
  const form = JSON.parse(readFileSync(file, 'utf8')) as {
    schema?: { properties?: { nationalId?: { pattern?: string } } };
  };
  return form.schema?.properties?.nationalId?.pattern ?? '';
}

export function demoPerson(
  country: Country,
  index: number,
  random: () => number,
  amount: number,
  odd?: Oddness,
): NewBorrower {
  const facts = COUNTRY_FACTS[country];
  const languages: readonly string[] = facts.languages;
  // Any of the country's wallet prefixes: the shipped countries' own, and one added by data.
  const wallets: Readonly<Record<string, readonly string[]>> = WALLET_PREFIXES[country];
  const prefixes: readonly string[] = wallets.mpesa ?? Object.values(wallets).flat();
  const prefix = prefixes.find((p) => p.startsWith('7')) ?? prefixes[0] ?? '7';
  const rest = facts.nationalNumberLength - prefix.length;
  const spread = `${prefix}${pad((index * 7919 + 1_000_003) % 10 ** rest, rest)}`;
  // The sandbox's SIM check reads …000, …8888 and …9999 as a swap or no answer, and would hold
  // the demo's payout for staff: one digit moved keeps the number unique (decision 0053).
  const plain = /(000|8888|9999)$/.test(spread)
    ? `${spread.slice(0, -1)}${spread.endsWith('0') ? '1' : '7'}`
    : spread;
  const national = odd?.kind === 'simSwapped' ? swappedNumber(prefix, rest, odd.n) : plain;
  const birth = {
    y: 1965 + Math.floor(random() * 38),
    m: 1 + Math.floor(random() * 12),
    d: 1 + Math.floor(random() * 28),
  };
  const first = FIRST[index % FIRST.length]!;
  const last = LAST[Math.floor(index / FIRST.length) % LAST.length]!;
  return {
    mobile: `${facts.callingCode}${national}`,
    lang: languages[index % languages.length] ?? 'en',
    amount,
    orderNo: `D${country}${pad(index + 1, 7)}`,
    questionnaire: questionnaire(odd?.kind === 'overdueElsewhere'),
    personal: {
      firstName: first,
      lastName:
        index >= FIRST.length * LAST.length
          ? `${last}-${Math.floor(index / (FIRST.length * LAST.length))}`
          : last,
      nationalId: nationalId(country, birth, index + 1),
      gender: index % 2 === 0 ? '2' : '1',
      inputBirthday: `${pad(birth.d, 2)}-${pad(birth.m, 2)}-${birth.y}`,
    },
  };
}
