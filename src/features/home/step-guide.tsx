/** The 3-step guide of §2: application, identity, get money. */
import '@mantine/core/styles/ThemeIcon.css';
import { Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

const STEPS = ['application', 'identity', 'money'] as const;

export function StepGuide() {
  const { t } = useTranslation('home');
  return (
    <Paper withBorder p="md">
      <Title order={2} size="h4" mb="sm">
        {t('steps.title')}
      </Title>
      <Stack gap="md" component="ol" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {STEPS.map((step, i) => (
          <Group key={step} component="li" wrap="nowrap" align="flex-start" gap="sm">
            <ThemeIcon size={36} radius="xl" variant="light">
              {i + 1}
            </ThemeIcon>
            <div>
              <Text fw={600}>{t(`steps.${step}.title`)}</Text>
              <Text size="sm" c="dimmed">
                {t(`steps.${step}.body`)}
              </Text>
            </div>
          </Group>
        ))}
      </Stack>
    </Paper>
  );
}
