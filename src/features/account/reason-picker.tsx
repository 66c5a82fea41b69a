/** The eight deletion reasons of §3 as one radio group: exactly one must be chosen (§5). */
import '@mantine/core/styles/Radio.css';
import '@mantine/core/styles/RadioIndicator.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Input.css';
import { Radio, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DELETE_REASONS } from '../../shared/contract/account';

interface Props {
  value: number | null;
  onChange: (reason: number) => void;
  error?: string;
}

export function ReasonPicker({ value, onChange, error }: Props) {
  const { t } = useTranslation('account');
  return (
    <Radio.Group
      label={t('delete.reasonLabel')}
      value={value === null ? null : String(value)}
      onChange={(v) => onChange(Number(v))}
      error={error}
      withAsterisk
      size="lg"
    >
      <Stack gap="sm" mt="xs">
        {DELETE_REASONS.map((key, index) => (
          <Radio key={key} size="md" value={String(index + 1)} label={t(`delete.reasons.${key}`)} />
        ))}
      </Stack>
    </Radio.Group>
  );
}
