/** One row of a settings-style list: a full-width link, at least 52 px tall for the thumb. */
import type { ReactNode } from 'react';
import { Group, Text, UnstyledButton } from '@mantine/core';
import { Link } from 'react-router-dom';

export function LinkRow({ to, children }: { to: string; children: ReactNode }) {
  return (
    <UnstyledButton
      component={Link}
      to={to}
      px="md"
      style={{ display: 'block', minHeight: 52, borderBottom: '1px solid var(--mantine-color-gray-2)' }}
    >
      <Group justify="space-between" wrap="nowrap" mih={52}>
        <Text>{children}</Text>
        <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true">
          <path d="M9 5l7 7-7 7" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </Group>
    </UnstyledButton>
  );
}
