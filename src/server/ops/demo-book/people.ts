/**
 * The demo book's people: names common in East Africa, numbers of the country's length starting
 * as its M-Pesa numbers do, identity numbers of the country's shape, a birthday and a gender as the
 * personal form stores them. Pure and seeded.
 */
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

/** A national identity number of the country's shape (NIDA's 20 digits, a Kenyan ID's 8). */
function nationalId(country: Country, birth: { y: number; m: number; d: number }, n: number) {
  if (country === 'KE') return String(20_000_000 + n);
  const day = `${birth.y}${pad(birth.m, 2)}${pad(birth.d, 2)}`;
  return `${day}-${pad(n % 100_000, 5)}-${pad(10_000 + (n % 90_000), 5)}-${pad(n % 100, 2)}`;
}

export function demoPerson(
  country: Country,
  index: number,
  random: () => number,
  amount: number,
): NewBorrower {
  const facts = COUNTRY_FACTS[country];
  const languages: readonly string[] = facts.languages;
  const prefix = (WALLET_PREFIXES[country].mpesa ?? ['7']).find((p) => p.startsWith('7')) ?? '7';
  const rest = facts.nationalNumberLength - prefix.length;
  const national = `${prefix}${pad((index * 7919 + 1_000_003) % 10 ** rest, rest)}`;
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
