/**
 * Home (/): logged out, the available-amount hero (values hidden, §2), the guide and Apply → login;
 * logged in, the borrower's range, latest order and Apply (SignedInHome).
 */
import { useLayoutEffect } from 'react';
import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { COUNTRY_INFO } from '../../lib/country';
import { retryableLazy } from '../../lib/offline/retryable-lazy';
import { handOffPrerendered } from '../../lib/prerender-handoff';
import { loginPathFor } from '../../lib/require-token';
import { useStored } from '../../lib/use-stored';
import { StepGuide } from './step-guide';

// A visitor's first paint never downloads the API client, SWR or the formatters: only a signed-in
// borrower's Home reads data (DESIGN §7 budget for `/`). Retryable: a chunk lost to a dropped
// connection loads again when the offline state's Retry is tapped.
const SignedInHome = retryableLazy(async () => ({
  default: (await import('./signed-in-home')).SignedInHome,
}));

const APPLY_PATH = '/auth';

export function HomePage() {
  const { t } = useTranslation('home');
  const navigate = useNavigate();
  const token = useStored('token');
  const country = useStored('country');
  // The prerendered Home (index.html) gives way to this one before the browser paints again.
  useLayoutEffect(handOffPrerendered, []);
  if (token) return <SignedInHome />; // suspends to the tab layout's fallback while it loads
  const apply = () => navigate(loginPathFor(APPLY_PATH));
  return (
    <Stack p="md" gap="lg">
      <Paper p="lg" radius="lg" bg="var(--mantine-primary-color-filled)" c="white">
        <Title order={1} size="h3" mb="md">
          {t('hero.title')}
        </Title>
        <Text size="sm" opacity={0.92}>
          {t('hero.rangeLabel')}
        </Text>
        <Text fz={28} fw={700} aria-hidden="true">
          {t('hero.range', { currency: COUNTRY_INFO[country].currency })}
        </Text>
        <Text size="sm" mt="xs" opacity={0.92}>
          {t('hero.rangeHint')}
        </Text>
      </Paper>
      <StepGuide />
      <Button fullWidth onClick={apply}>
        {t('apply')}
      </Button>
    </Stack>
  );
}
