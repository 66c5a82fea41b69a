/**
 * The consent to bureau reporting on confirm: the versioned text in the borrower's language and
 * its own box to tick, apart from the agreement, as the bureau regulations ask for explicit consent.
 */
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Checkbox.css';
import { Checkbox, Paper, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { BureauConsentText } from '../../lib/use-bureau-consent';

interface Props {
  readonly consent: BureauConsentText;
  readonly checked: boolean;
  readonly onChange: (checked: boolean) => void;
  readonly missing: boolean;
}

export function BureauConsentBox({ consent, checked, onChange, missing }: Props) {
  const { t } = useTranslation(['legal', 'errors']);
  if (!consent.required) return null;
  return (
    <Paper withBorder p="sm" radius="md" role="region" aria-label={consent.title}>
      <Text fw={700} size="sm" mb={4}>
        {consent.title}
      </Text>
      {consent.body && (
        <Text size="sm" mb="xs">
          {consent.body}
        </Text>
      )}
      <Checkbox
        checked={checked}
        onChange={(e) => onChange(e.currentTarget.checked)}
        label={t('legal:bureauConsent.agree')}
        error={missing ? t('errors:bureauConsentRequired') : undefined}
      />
    </Paper>
  );
}
