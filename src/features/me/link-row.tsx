/**
 * One row of a settings-style list: a full-width link, at least 52 px tall for the thumb; `dot`
 * marks something new (an unseen reply), `badge` a count.
 */
import type { ReactNode } from 'react';
import { Group, Text, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

interface Props {
  to: string;
  children: ReactNode;
  dot?: boolean;
  badge?: number;
}

export function LinkRow({ to, children, dot = false, badge = 0 }: Props) {
  const { t } = useTranslation('me');
  return (
    <UnstyledButton
      component={Link}
      to={to}
      px="md"
      style={{
        display: 'block',
        minHeight: 52,
        borderBottom: '1px solid var(--mantine-color-gray-2)',
      }}
    >
      <Group justify="space-between" wrap="nowrap" mih={52}>
        <Text>
          {children}
          {dot && (
            <span
              role="img"
              aria-label={t('me.newReply')}
              style={{
                display: 'inline-block',
                width: 8,
                height: 8,
                marginLeft: 8,
                borderRadius: 4,
                background: 'var(--mantine-color-red-6)',
                verticalAlign: 'middle',
              }}
            />
          )}
        </Text>
        {badge > 0 && (
          <Text component="span" size="sm" c="dimmed" ml="auto">
            {badge}
          </Text>
        )}
        <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true">
          <path
            d="M9 5l7 7-7 7"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
          />
        </svg>
      </Group>
    </UnstyledButton>
  );
}
