/**
 * The rows of one record of "my data" as the download holds it: each stored field by its label in
 * the borrower's language (the app's own words, else the form's title from its schema, else the
 * stored name read as words), option codes by their option's title, statuses and purposes in
 * words, moments as date and time, money with its currency, the APR as a percentage, nested parts
 * (a quote, a signature) as their own rows. Nothing is left out: the screen shows what the file
 * holds (record-words.ts says how each value reads).
 */
import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { asStored, fieldRows, type FieldWords } from './record-words';

export { fieldRows, readableName, type FieldWords } from './record-words';

/** Longer values (the signed agreement's text, a signature) are cut here; the download has them whole. */
const SHOWN_CHARACTERS = 240;

export function DataFields({
  record,
  words = asStored,
}: {
  record: Record<string, unknown>;
  words?: FieldWords;
}) {
  const { t } = useTranslation('me');
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
