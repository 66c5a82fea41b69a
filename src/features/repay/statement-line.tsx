/** One line of the statement: when, what, how much, how a payment was split, and the balance after. */
import { Group, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { lineDate, type StatementLine } from './statement-file';

/** Lines that add to what is owed show "+"; money in or taken off shows "−"; the rest is plain. */
const SIGN: Partial<Record<StatementLine['kind'], string>> = {
  principal: '+',
  interest: '+',
  penalty: '+',
  payment: '−',
  carriedCredit: '−',
  waiver: '−',
  writeOff: '−',
};

const PARTS = ['penalty', 'fee', 'interest', 'principal', 'credit'] as const;

export function StatementLineItem(props: { line: StatementLine; money: (n: number) => string }) {
  const { t } = useTranslation('repay');
  const { line, money } = props;
  const parts = PARTS.filter((p) => (line.allocation?.[p] ?? 0) > 0);
  return (
    <Paper withBorder p="sm" radius="md" data-kind={line.kind}>
      <Stack gap={4}>
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <div>
            <Text size="sm" fw={600}>
              {t(`statement.kind.${line.kind}`)}
            </Text>
            <Text size="xs" c="dimmed">
              {lineDate(line)}
              {line.reference ? ` · ${line.reference}` : ''}
            </Text>
          </div>
          <Text size="sm" fw={700} style={{ whiteSpace: 'nowrap' }}>
            {SIGN[line.kind] ?? ''}
            {money(line.amount)}
          </Text>
        </Group>
        {parts.map((p) => (
          <Group key={p} justify="space-between" wrap="nowrap" ps="sm">
            <Text size="xs" c="dimmed">
              {t(`statement.part.${p}`)}
            </Text>
            <Text size="xs">{money(line.allocation?.[p] ?? 0)}</Text>
          </Group>
        ))}
        <Group justify="space-between" wrap="nowrap">
          <Text size="xs" c="dimmed">
            {t('statement.balanceAfter')}
          </Text>
          <Text size="xs" fw={600}>
            {money(line.balance)}
          </Text>
        </Group>
      </Stack>
    </Paper>
  );
}
