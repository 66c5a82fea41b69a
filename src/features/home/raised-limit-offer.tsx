/**
 * "You can now borrow up to …" (docs/architecture.md §1: timely repayment offers a higher limit, which the
 * borrower accepts, never imposed). Shown on Home when the borrower may apply and has climbed the
 * ladder; confirm then starts from their last amount with this limit on offer.
 */
import '@mantine/core/styles/Alert.css';
import { Alert, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useQuery } from '../../lib/api/use-query';
import { formatMoney } from '../../shared/format';

/** `previousLimit`: the last loan's limit; nothing is announced unless the new one is higher. */
export function RaisedLimitOffer({ previousLimit }: { previousLimit?: number }) {
  const { t } = useTranslation('home');
  const credit = useQuery('getCreditInfo', {});
  const info = credit.data;
  if (!info || info.level <= 1) return null;
  // A limit the latest decision lowered is told with its reasons instead (lowered-limit.tsx).
  if (info.limitReasons?.length) return null;
  // After a late loan (or one repaid too soon to count) the limit stays: promise nothing.
  if (previousLimit !== undefined && info.creditLimit <= previousLimit) return null;
  return (
    <Alert
      color="teal"
      variant="light"
      role="status"
      title={t('raisedLimit.title', {
        amount: `${info.currency} ${formatMoney(info.creditLimit)}`,
      })}
    >
      <Text size="sm">{t('raisedLimit.hint')}</Text>
    </Alert>
  );
}
