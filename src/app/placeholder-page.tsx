/** A screen of §2 that is not built yet: its translated title and a way home, in every language. */
import { Button, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { RouteDef } from '../shared/routes';
import { PageHeader } from '../lib/layout/page-header';

export function PlaceholderPage({ titleKey }: { titleKey: RouteDef['titleKey'] }) {
  const { t } = useTranslation();
  // Title keys come from the route table; the key-parity test proves each one exists.
  const title = t(titleKey as 'routes.home');
  return (
    <>
      <PageHeader title={title} />
      <Stack px="md" gap="lg">
        <Text c="dimmed">{t('placeholder.body')}</Text>
        <Button component={Link} to="/" variant="light">
          {t('placeholder.home')}
        </Button>
      </Stack>
    </>
  );
}
