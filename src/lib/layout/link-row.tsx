/**
 * One row of a settings-style list: a full-width link, at least 52 px tall for the thumb; `dot`
 * marks something new (an unseen reply) and names it for screen readers, `badge` a count.
 */
import type { ReactNode } from 'react';
import { Group, Text, UnstyledButton } from '@mantine/core';
import { Link } from 'react-router-dom';
import { Chevron } from './chevron';

interface Props {
  to: string;
  children: ReactNode;
  /** What the red dot means, for screen readers; no dot without it. */
  dot?: string;
  badge?: number;
}

export function LinkRow({ to, children, dot, badge = 0 }: Props) {
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
              aria-label={dot}
              style={{
                display: 'inline-block',
                width: 8,
                height: 8,
                marginInlineStart: 8,
                borderRadius: 4,
                background: 'var(--mantine-color-red-6)',
                verticalAlign: 'middle',
              }}
            />
          )}
        </Text>
        {badge > 0 && (
          <Text component="span" size="sm" c="dimmed" ms="auto">
            {badge}
          </Text>
        )}
        <Chevron direction="forward" size={18} />
      </Group>
    </UnstyledButton>
  );
}
