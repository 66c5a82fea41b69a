/**
 * Home after a loan is settled, when a payment arrived beyond what was owed (a push confirmed
 * late, a double payment): the money is the borrower's, and Home says so until they choose to
 * have it refunded or used on the next loan, instead of leaving it to be found in the receipts.
 */
import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Anchor.css';
import { Alert, Anchor } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useQuery } from '../../lib/api/use-query';
import { useStored } from '../../lib/use-stored';
import { formatMoney } from '../../shared/format';
import { pathOf } from '../../shared/routes';

export function CreditNotice({ orderNo }: { orderNo: string }) {
  const { t } = useTranslation('home');
  const country = useStored('country');
  const receipts = useQuery('repaymentReceipts', { orderNo });
  const credit = receipts.data?.credit.credit ?? 0;
  if (credit <= 0) return null;
  return (
    <Alert color="yellow" title={t('credit.title')}>
      {t('credit.body', { amount: formatMoney(credit, country) })}{' '}
      <Anchor
        component={Link}
        fz="inherit"
        to={`${pathOf('receipts')}?orderNo=${encodeURIComponent(orderNo)}`}
      >
        {t('credit.choose')}
      </Anchor>
    </Alert>
  );
}
