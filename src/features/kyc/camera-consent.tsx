/**
 * Before any camera opens (docs/product.md §5, §6): why the camera is needed and what happens to the photos.
 * The borrower agrees here first, so the system prompt that follows is expected.
 */
import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { pathOf } from '../../shared/routes';

const WRAPPING = { label: { whiteSpace: 'normal', textAlign: 'center' } } as const;

export function CameraConsent({ onAllow }: { onAllow: () => void }) {
  const { t } = useTranslation('kyc');
  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('consent.title')}
        </Title>
        <Text size="sm">{t('consent.body')}</Text>
        <Text size="sm" c="dimmed">
          {t('consent.privacy')}
        </Text>
        {/* The label wraps: at 360 px "Allow camera and continue" and its Kiswahili were cut. */}
        <Button onClick={onAllow} h="auto" mih={42} py={8} styles={WRAPPING}>
          {t('consent.allow')}
        </Button>
        <Button variant="subtle" component={Link} to={pathOf('perm')}>
          {t('consent.more')}
        </Button>
      </Stack>
    </Paper>
  );
}
