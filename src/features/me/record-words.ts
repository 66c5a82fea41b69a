/**
 * How a stored record of "my data" reads, row by row: a label for each field and each value in
 * words. Pure: the words come in as `FieldWords` (use-record-words.ts builds them from the locale
 * files and the forms' schemas), so a stored name or code never reaches the screen raw when the
 * app has words for it ("Apr bp 5703", "At 1796593998", "Hali 2" were what it showed).
 */
import { formatDate, formatDateAndTime, formatMoney } from '../../shared/format';

/** How a field's name and a stored value are put in words (translated, or as stored). */
export interface FieldWords {
  /** A profile form's title, by its stored name. */
  readonly form?: (name: string) => string;
  readonly name: (key: string) => string;
  /** A stored code in words (an option's title, a status, a purpose); the code when none. */
  readonly option: (key: string, value: string) => string;
  /** Minor units of money with their currency (the borrower's). */
  readonly money?: (amount: number) => string;
  readonly yes?: string;
  readonly no?: string;
}

/** Fields holding minor units of money in the stored records (orders, quotes, payments). */
const MONEY = new Set([
  'amount',
  'fee',
  'feeTax',
  'interest',
  'feeOff',
  'interestOff',
  'disbursalAmount',
  'repayAmount',
  'totalCostOfCredit',
  'loanAmount',
]);

/** Codes stored as numbers that read as words (an order's status). */
const NUMBERED_CODES = new Set(['status']);

/** `firstName` → "First name": a stored field's name read as words. */
export function readableName(key: string): string {
  const words = key
    .replace(/[_-]+/g, ' ')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .trim()
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

export const asStored: FieldWords = { name: readableName, option: (_key, value) => value };

/** A moment (seconds or ms since the epoch): `createdAt`, `dueAt`, a signature's `at`. */
const isMomentKey = (key: string) => key === 'at' || /At$/.test(key);
/** A calendar date. */
const isDateKey = (key: string) => key === 'date' || /Date$/.test(key);
/** A business day: days since 1970-01-01 on the country's calendar (`dueDay`). */
const isDayKey = (key: string) => /Day$/.test(key);
/** An annual rate in basis points (5703 = 57.03 %). */
const isBasisPointsKey = (key: string) => /Bp$/.test(key);

const DAY_SECONDS = 86_400;

function numberText(key: string, value: number, words: FieldWords): string {
  if (isMomentKey(key)) return formatDateAndTime(value);
  if (isDateKey(key)) return formatDate(value);
  // Noon of the business day: the same date on every calendar of a few hours' offset.
  if (isDayKey(key)) return formatDate(value * DAY_SECONDS + DAY_SECONDS / 2);
  if (isBasisPointsKey(key)) return `${(value / 100).toFixed(2)}%`;
  if (MONEY.has(key)) return (words.money ?? formatMoney)(value);
  if (NUMBERED_CODES.has(key)) return words.option(key, String(value));
  return String(value);
}

function valueText(key: string, value: unknown, words: FieldWords): string {
  if (typeof value === 'number') return numberText(key, value, words);
  if (typeof value === 'boolean') return value ? (words.yes ?? '✓') : (words.no ?? '✗');
  if (Array.isArray(value)) return value.map((v) => valueText(key, v, words)).join(', ');
  return words.option(key, String(value));
}

/** Flattened `[label, value]` rows of a record; a nested object's rows are prefixed by its name. */
export function fieldRows(
  record: Record<string, unknown>,
  words: FieldWords = asStored,
  prefix = '',
): [string, string][] {
  return Object.entries(record).flatMap(([key, value]): [string, string][] => {
    if (value === undefined || value === null || value === '') return [];
    const label = prefix ? `${prefix} · ${words.name(key)}` : words.name(key);
    if (typeof value === 'object' && !Array.isArray(value))
      return fieldRows(value as Record<string, unknown>, words, label);
    return [[label, valueText(key, value, words)]];
  });
}
