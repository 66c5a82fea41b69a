/**
 * How an application was decided (decision 0049): for each decision, the latest first, the policy
 * file and version, the arm, the outcome, score, band and limit, who decided and when, the reasons
 * as the borrower was told them, the inputs the policy read and each rule's result, all in words
 * (decision-words.ts): no input's dotted name, reason code, rule id or raw value on the page.
 */
import { List, Stack, Table, Text, Title } from '@mantine/core';
import { momentText } from './day-words';
import {
  inputLabel,
  reasonWords,
  ruleText,
  toldWords,
  valueText,
  type Inputs,
  type RuleTerms,
} from './decision-words';
import { moneyText } from './money-words';
import { useOpsData } from './use-ops-data';
import { useOpsT, type OpsT } from './use-ops-t';

interface RuleResult {
  id: string;
  kind: 'knockOut' | 'score';
  fired: boolean;
  points?: number;
  reason?: string;
  /** What the rule tested, from its policy version; null from a version not kept. */
  terms?: RuleTerms | null;
}

export interface DecisionView {
  arm: string;
  policyVersion: string;
  policyFile: string;
  inputs: Inputs;
  rules: RuleResult[];
  score: number;
  band: number;
  outcome: string;
  limit: number;
  reasons: string[];
  /** 'policy' or 'staff:<id>'. */
  decidedBy: string;
  /** The deciding member's address; null for the policy. */
  deciderEmail?: string | null;
  staffReason: string | null;
  decidedAt: string;
}

const deciderText = (t: OpsT, d: DecisionView) =>
  d.decidedBy === 'policy'
    ? t('decision.decidedByPolicy')
    : (d.deciderEmail ?? t('decision.decidedByStaff'));

function Decision({ d, country }: { d: DecisionView; country: string }) {
  const { t } = useOpsT();
  return (
    <Stack gap={4} data-testid="decision">
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
        {t('decision.by', { by: deciderText(t, d), at: momentText(d.decidedAt, t('day.pattern')) })}
        {d.staffReason ? ` · ${d.staffReason}` : ''}
      </Text>
      <Text size="sm">{t('decision.reasons')}</Text>
      {d.reasons.length === 0 ? (
        <Text size="sm">{t('decision.none')}</Text>
      ) : (
        <List size="sm">
          {d.reasons.map((code) => (
            <List.Item key={code}>{toldWords(t, code)}</List.Item>
          ))}
        </List>
      )}
      <Table withTableBorder>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('decision.input')}</Table.Th>
            <Table.Th>{t('decision.value')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {/* By name, so each source's inputs stand together (the store keeps no order). */}
          {Object.keys(d.inputs)
            .sort()
            .map((name) => (
              <Table.Tr key={name}>
                <Table.Td>{inputLabel(t, name)}</Table.Td>
                <Table.Td>{valueText(t, name, d.inputs, country)}</Table.Td>
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
              {/* The rule's id stays at hand for an analyst who opens the policy file. */}
              <Table.Td title={r.id}>{ruleText(t, r.id, r.terms ?? null, country)}</Table.Td>
              <Table.Td>{t(r.fired ? `decision.fired.${r.kind}` : 'decision.passed')}</Table.Td>
              <Table.Td>{r.points ?? ''}</Table.Td>
              <Table.Td>{r.reason ? reasonWords(t, r.reason) : ''}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Stack>
  );
}

/** `country`: the loan's, for the amounts' currency. */
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
        <Decision key={i} d={d} country={country} />
      ))}
    </Stack>
  );
}
