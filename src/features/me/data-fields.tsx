/**
 * The rows of one record of "my data" as the download holds it: each stored field by a readable
 * name, dates as dates, money in the borrower's currency, nested parts (a quote, a signature) as
 * their own rows. Nothing is left out: the screen shows what the file holds.
 */
import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDate, formatMoney } from '../../shared/format';

/** Longer values (the signed agreement's text, a signature) are cut here; the download has them whole. */
const SHOWN_CHARACTERS = 240;

/** Fields holding minor units of money in the stored records (orders, quotes, payments). */
const MONEY = new Set([
  'amount',
  'fee',
  'feeTax',
  'interest',
  'interestOff',
  'disbursalAmount',
  'repayAmount',
  'totalCostOfCredit',
  'loanAmount',
]);

/** `firstName` → "First name": a stored field's name read as words. */
export function readableName(key: string): string {
  const words = key
    .replace(/[_-]+/g, ' ')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .trim()
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

const isDateKey = (key: string) => /(At|Date)$/.test(key);

function valueText(key: string, value: unknown): string {
  if (typeof value === 'number') {
    if (isDateKey(key)) return formatDate(value);
    if (MONEY.has(key)) return formatMoney(value);
    return String(value);
  }
  if (typeof value === 'boolean') return value ? '✓' : '✗';
  if (Array.isArray(value)) return value.map((v) => valueText(key, v)).join(', ');
  return String(value);
}

/** Flattened `[label, value]` rows of a record; a nested object's rows are prefixed by its name. */
export function fieldRows(record: Record<string, unknown>, prefix = ''): [string, string][] {
  return Object.entries(record).flatMap(([key, value]): [string, string][] => {
    if (value === undefined || value === null || value === '') return [];
    const label = prefix ? `${prefix} · ${readableName(key)}` : readableName(key);
    if (typeof value === 'object' && !Array.isArray(value))
      return fieldRows(value as Record<string, unknown>, label);
    return [[label, valueText(key, value)]];
  });
}

export function DataFields({ record }: { record: Record<string, unknown> }) {
  const { t } = useTranslation('me');
  return (
    <Stack gap={6}>
      {fieldRows(record).map(([label, value]) => (
        <div key={label}>
          <Text size="xs" c="dimmed">
            {label}
          </Text>
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            {value.length > SHOWN_CHARACTERS
              ? `${value.slice(0, SHOWN_CHARACTERS)}… ${t('data.clipped', { count: value.length - SHOWN_CHARACTERS })}`
              : value}
          </Text>
        </div>
      ))}
    </Stack>
  );
}
