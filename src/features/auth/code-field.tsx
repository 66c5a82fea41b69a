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
    <Group align="flex-start" gap="xs" wrap="nowrap">
      <TextInput
        style={{ flex: 1 }}
        label={t('form.code')}
        placeholder={t('form.codePlaceholder')}
        inputMode="numeric"
        autoComplete="one-time-code"
        pattern="[0-9]*"
        maxLength={6}
        value={value}
        onChange={(event) => onChange(event.currentTarget.value.replace(/\D/g, '').slice(0, 6))}
        error={error}
      />
      <Button
        variant="light"
        mt={29}
        px="sm"
        onClick={onGetCode}
        disabled={resendIn > 0}
        style={{ flexShrink: 0 }}
      >
        {resendIn > 0 ? t('form.resendIn', { seconds: resendIn }) : t('form.getCode')}
      </Button>
    </Group>
  );
}
