/** A value the borrower types into their wallet app (reference, amount), with Copy (§8 'Copied' / 'Copy failed'). */
import { Button, Group, Paper, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { showMessage } from '../../lib/api/notices';
import { copyText } from './copy-text';

export function CopyRow({ label, value }: { label: string; value: string }) {
  const { t } = useTranslation('repay');
  const copy = async () => showMessage((await copyText(value)) ? 'copied' : 'copyFailed');
  return (
    <Paper withBorder p="sm" radius="md">
      <Group justify="space-between" wrap="nowrap">
        <div style={{ minWidth: 0 }}>
          <Text size="xs" c="dimmed">
            {label}
          </Text>
          <Text fw={700} fz="lg" style={{ overflowWrap: 'anywhere' }}>
            {value}
          </Text>
        </div>
        <Button
          variant="light"
          size="xs"
          onClick={() => void copy()}
          aria-label={t('cashier.copyLabel', { label })}
        >
          {t('cashier.copy')}
        </Button>
      </Group>
    </Paper>
  );
}
