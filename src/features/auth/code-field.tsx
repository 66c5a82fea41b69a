/** The 6-digit SMS code input (numeric keyboard, one-time-code autofill) and the 'Get code' button. */
import { Button, Group, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';

interface Props {
  value: string;
  onChange: (value: string) => void;
  error?: string;
  resendIn: number;
  onGetCode: () => void;
}

export function CodeField({ value, onChange, error, resendIn, onGetCode }: Props) {
  const { t } = useTranslation('auth');
  return (
    <TextInput
      label={t('form.code')}
      placeholder={t('form.codePlaceholder')}
      inputMode="numeric"
      autoComplete="one-time-code"
      pattern="[0-9]*"
      maxLength={6}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value.replace(/\D/g, '').slice(0, 6))}
      error={error}
      // The label spans the row; the button sits beside the input, whatever the label's length.
      inputContainer={(input) => (
        <Group gap="xs" wrap="nowrap" align="flex-start">
          <div style={{ flex: 1, minWidth: 0 }}>{input}</div>
          <Button variant="light" px="sm" onClick={onGetCode} disabled={resendIn > 0} style={{ flexShrink: 0 }}>
            {resendIn > 0 ? t('form.resendIn', { seconds: resendIn }) : t('form.getCode')}
          </Button>
        </Group>
      )}
    />
  );
}
