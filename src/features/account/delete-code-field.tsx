/** The SMS code for deletion: sent to the borrower's own number, 6 digits, with a resend countdown. */
import { Button, Group, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';

interface Props {
  value: string;
  onChange: (value: string) => void;
  error?: string;
  resendIn: number;
  onGetCode: () => void;
}

export function DeleteCodeField({ value, onChange, error, resendIn, onGetCode }: Props) {
  const { t } = useTranslation('account');
  return (
    <TextInput
      label={t('delete.code')}
      placeholder={t('delete.codePlaceholder')}
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={6}
      value={value}
      withAsterisk
      onChange={(event) => onChange(event.currentTarget.value.replace(/\D/g, '').slice(0, 6))}
      error={error}
      inputContainer={(input) => (
        <Group gap="xs" wrap="nowrap" align="flex-start">
          <div style={{ flex: 1, minWidth: 0 }}>{input}</div>
          <Button variant="light" px="sm" onClick={onGetCode} disabled={resendIn > 0} style={{ flexShrink: 0 }}>
            {resendIn > 0 ? t('delete.resendIn', { seconds: resendIn }) : t('delete.getCode')}
          </Button>
        </Group>
      )}
    />
  );
}
