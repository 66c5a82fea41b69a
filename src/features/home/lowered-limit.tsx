/**
 * A limit below the ladder's, carried from the latest credit decision (decision 0053): the amount
 * we lend now and why, in the policy's words, so a cut is never silent. Never a score.
 */
import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/List.css';
import { Alert, List, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useQuery } from '../../lib/api/use-query';
import { formatMoney } from '../../shared/format';

export function LoweredLimit() {
  const { t } = useTranslation(['home', 'forms']);
  // Reason codes are the policy's (data), so their keys are not known to the typed catalogue.
  const served = t as unknown as (key: string, values?: Record<string, string>) => string;
  const info = useQuery('getCreditInfo', {}).data;
  const reasons = info?.limitReasons ?? [];
  if (!info || reasons.length === 0) return null;
  return (
    <Alert
      color="yellow"
      variant="light"
      role="status"
      title={served('forms:credit.limit', {
        limit: `${info.currency} ${formatMoney(info.creditLimit)}`,
      })}
    >
      <List size="sm" spacing={4}>
        {reasons.map((code) => (
          <List.Item key={code}>
            <Text size="sm" span>
              {served(`forms:credit.reason.${code}`)}
            </Text>
          </List.Item>
        ))}
      </List>
    </Alert>
  );
}
