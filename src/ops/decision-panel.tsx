/**
 * How an application was decided (decision 0049): for each decision, the latest first, the policy
 * file and version, the arm, the outcome, score, band and limit, the inputs the policy read, each
 * rule's result and the reasons the borrower was told.
 */
import { Stack, Table, Text, Title } from '@mantine/core';
import { moneyText } from './money-words';
import { useOpsData } from './use-ops-data';
import { useOpsT } from './use-ops-t';

interface RuleResult {
  id: string;
  kind: 'knockOut' | 'score';
  fired: boolean;
  points?: number;
  reason?: string;
}

interface DecisionView {
  arm: string;
  policyVersion: string;
  policyFile: string;
  inputs: Record<string, number | boolean | string | null>;
  rules: RuleResult[];
  score: number;
  band: number;
  outcome: string;
  limit: number;
  reasons: string[];
  decidedBy: string;
  staffReason: string | null;
  decidedAt: string;
}

/** `country`: the loan's, for the limit's currency. */
export function DecisionPanel({ orderNo, country }: { orderNo: string; country: string }) {
  const { t } = useOpsT();
  const { data } = useOpsData<{ decisions: DecisionView[] }>(
    `/orders/${encodeURIComponent(orderNo)}/decisions`,
  );
  if (!data || data.decisions.length === 0) return null;
  return (
    <Stack gap="xs">
      <Title order={3}>{t('decision.heading')}</Title>
      {data.decisions.map((d, i) => (
        <Stack key={i} gap={4} data-testid="decision">
          <Text fw={600}>
            {t('decision.summary', {
              outcome: t(`decision.outcome.${d.outcome}`),
              score: d.score,
              band: d.band + 1,
              limit: moneyText(d.limit, country),
            })}
          </Text>
          <Text size="sm">
            {t('decision.policy', {
              file: d.policyFile || t('decision.builtIn'),
              version: d.policyVersion,
              arm: t(`decision.arm.${d.arm}`),
            })}
          </Text>
          <Text size="sm">
            {t('decision.by', { by: d.decidedBy, at: d.decidedAt })}
            {d.staffReason ? ` · ${d.staffReason}` : ''}
          </Text>
          <Text size="sm">
            {t('decision.reasons', { reasons: d.reasons.join(', ') || t('decision.none') })}
          </Text>
          <Table withTableBorder>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('decision.input')}</Table.Th>
                <Table.Th>{t('decision.value')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {Object.entries(d.inputs).map(([name, value]) => (
                <Table.Tr key={name}>
                  <Table.Td>{name}</Table.Td>
                  <Table.Td>{value === null ? t('decision.unknown') : String(value)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
          <Table withTableBorder>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('decision.rule')}</Table.Th>
                <Table.Th>{t('decision.result')}</Table.Th>
                <Table.Th>{t('decision.points')}</Table.Th>
                <Table.Th>{t('decision.reason')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {d.rules.map((r) => (
                <Table.Tr key={r.id}>
                  <Table.Td>{r.id}</Table.Td>
                  <Table.Td>{t(r.fired ? `decision.fired.${r.kind}` : 'decision.passed')}</Table.Td>
                  <Table.Td>{r.points ?? ''}</Table.Td>
                  <Table.Td>{r.reason ?? ''}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Stack>
      ))}
    </Stack>
  );
}
