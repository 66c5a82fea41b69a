/** Shown on a feedback screen without a session: the borrower logs in and comes back here. */
import { Button, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { loginPathFor } from '../../lib/require-token';

export function SignInFirst() {
  const { t } = useTranslation('feedback');
  const { pathname, search } = useLocation();
  return (
    <Stack px="md">
      <Text>{t('signIn.body')}</Text>
      <Button component={Link} to={loginPathFor(pathname + search)}>
        {t('signIn.action')}
      </Button>
    </Stack>
  );
}
