/**
 * The rows of one record of "my data" as the download holds it: each stored field by its name in
 * the borrower's language (the app's own words, else the form's label, else the stored name read
 * as words), option codes by their option's words, dates as dates, money in the borrower's
 * currency, nested parts (a quote, a signature) as their own rows. Nothing is left out: the
 * screen shows what the file holds.
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

/** The sections of the profile forms' words (locales/<lang>/forms.json) a field's label is in. */
const FORM_SECTIONS = ['personal', 'work', 'contacts', 'questionnaire'];

/** `firstName` → "First name": a stored field's name read as words. */
export function readableName(key: string): string {
  const words = key
    .replace(/[_-]+/g, ' ')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .trim()
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** How a field's name and an option code are put in words (translated, or as stored). */
export interface FieldWords {
  /** A profile form's title, by its stored name. */
  readonly form?: (name: string) => string;
  readonly name: (key: string) => string;
  readonly option: (key: string, value: string) => string;
}

const asStored: FieldWords = { name: readableName, option: (_key, value) => value };

const isDateKey = (key: string) => /(At|Date)$/.test(key);

function valueText(key: string, value: unknown, words: FieldWords): string {
  if (typeof value === 'number') {
    if (isDateKey(key)) return formatDate(value);
    if (MONEY.has(key)) return formatMoney(value);
    return String(value);
  }
  if (typeof value === 'boolean') return value ? '✓' : '✗';
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

/** The borrower's language's words for stored names, from the app's and the forms' strings. */
export function useFieldWords(): FieldWords {
  const { i18n } = useTranslation(['me', 'forms']);
  const first = (keys: readonly string[]) => keys.find((k) => i18n.exists(k));
  const say = (key: string) => String(i18n.t(key as never));
  return {
    form: (name) => (i18n.exists(`forms:${name}.title`) ? say(`forms:${name}.title`) : name),
    name: (key) => {
      const found = first([
        `me:data.field.${key}`,
        ...FORM_SECTIONS.map((s) => `forms:${s}.${key}.label`),
      ]);
      return found ? say(found) : readableName(key);
    },
    option: (key, value) => {
      const found = first([`forms:options.${key}.${value}`]);
      return found ? say(found) : value;
    },
  };
}

export function DataFields({ record }: { record: Record<string, unknown> }) {
  const { t } = useTranslation('me');
  const words = useFieldWords();
  return (
    <Stack gap={6}>
      {fieldRows(record, words).map(([label, value]) => (
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
