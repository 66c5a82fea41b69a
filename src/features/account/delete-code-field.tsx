/** The SMS code for deletion: sent to the borrower's own number, 6 digits, with a resend countdown. */
import { Button, Stack, TextInput } from '@mantine/core';
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
      // The button sits under the field: side by side, a long countdown label squeezed the field
      // to nothing on a 360 px phone.
      inputContainer={(input) => (
        <Stack gap="xs">
          {input}
          <Button variant="light" size="md" fullWidth onClick={onGetCode} disabled={resendIn > 0}>
            {resendIn > 0 ? t('delete.resendIn', { seconds: resendIn }) : t('delete.getCode')}
          </Button>
        </Stack>
      )}
    />
  );
}
