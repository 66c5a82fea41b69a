/** Label–value rows of a money summary (quote, repayment, record detail). */
import { Group, Stack, Text } from '@mantine/core';

export function DetailRows({ rows }: { rows: readonly (readonly [string, string])[] }) {
  return (
    <Stack gap={6}>
      {rows.map(([label, value]) => (
        <Group key={label} justify="space-between" wrap="nowrap">
          <Text size="sm" c="dimmed">
            {label}
          </Text>
          <Text size="sm" fw={600} ta="end" style={{ whiteSpace: 'nowrap' }}>
            {value}
          </Text>
        </Group>
      ))}
    </Stack>
  );
}
