/** The title bar of a screen: a back button (history, else home) and the translated title. */
import { Group, Title, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Chevron } from './chevron';
import { useGoBack } from './use-go-back';

export function PageHeader({ title, back = true }: { title: string; back?: boolean }) {
  const { t } = useTranslation();
  const goBack = useGoBack();
  return (
    <Group gap="xs" wrap="nowrap" px="md" py="sm" style={{ minHeight: 56 }}>
      {back && (
        <UnstyledButton
          onClick={goBack}
          aria-label={t('actions.back')}
          style={{
            width: 44,
            height: 44,
            display: 'grid',
            placeItems: 'center',
            marginInlineStart: -12,
          }}
        >
          <Chevron direction="back" size={24} />
        </UnstyledButton>
      )}
      <Title order={1} size="h3" style={{ flex: 1 }}>
        {title}
      </Title>
    </Group>
  );
}
