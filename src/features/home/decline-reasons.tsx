/**
 * Why an application was declined (decision 0049): the main reasons in the policy's words, what
 * the borrower can do about each where that is honest, and the amount we would lend now when it is
 * less than was asked. Never a score.
 */
import '@mantine/core/styles/List.css';
import { List, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { IsRejectRecommendationResponse } from '../../shared/contract/types.gen';
import { formatMoney } from '../../shared/format';
import type { Country } from '../../shared/countries';

type Told = Pick<IsRejectRecommendationResponse, 'reasons' | 'limit' | 'bureau'>;

export function DeclineReasons({ told, country }: { told: Told; country: Country | undefined }) {
  // The words are the served forms texts: a policy's new reason is worded by data, no release.
  const { t } = useTranslation(['home', 'forms']);
  // Reason codes are the policy's (data), so their keys are not known to the typed catalogue.
  const served = t as unknown as (key: string, values?: Record<string, string>) => string;
  const reasons = told.reasons ?? [];
  if (reasons.length === 0) return null;
  return (
    <Stack gap={4} component="section" aria-label={t('home:order.rejected.why')}>
      <Text size="sm" fw={600}>
        {t('home:order.rejected.why')}
      </Text>
      <List size="sm" spacing={4}>
        {reasons.map((r) => (
          <List.Item key={r.code}>
            <Text size="sm" span>
              {served(`forms:credit.reason.${r.code}`)}
            </Text>
            {r.advice && (
              <Text size="sm" c="dimmed">
                {served(`forms:credit.advice.${r.code}`)}
              </Text>
            )}
          </List.Item>
        ))}
      </List>
      {told.limit !== undefined && told.limit > 0 && (
        <Text size="sm">
          {served('forms:credit.limit', { limit: formatMoney(told.limit, country) })}
        </Text>
      )}
      {told.bureau && (
        // Kenya's CRB rules: a decline on a bureau's report names it and its free report.
        <Text size="sm" c="dimmed">
          {served('forms:credit.bureau', {
            bureau: told.bureau.name,
            contact: told.bureau.contact,
          })}
        </Text>
      )}
    </Stack>
  );
}
