/**
 * Records tab (docs/product.md §2): every order of the borrower, newest first, with its status label, amount
 * and dates. A disbursed order opens its detail (`?orderNo=`), one still in progress its screen.
 */
import '@mantine/core/styles/Alert.css';
import { Alert, Box, Button, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { useQuery } from '../../lib/api/use-query';
import { PageHeader } from '../../lib/layout/page-header';
import { loginPathFor } from '../../lib/require-token';
import { useStored } from '../../lib/use-stored';
import { inGroup, isTerminal, screenPath } from '../../shared/orders';
import { pathOf } from '../../shared/routes';
import { LoadState } from '../../lib/layout/load-state';
import { ConsentRecord } from './consent-record';
import { RecordDetail } from './record-detail';
import { RecordRow, type OrderRow } from './record-row';

const PAGE = { page: 1, pageSize: 50 };

export function RecordsPage() {
  const { t } = useTranslation(['records', 'common', 'errors']);
  const navigate = useNavigate();
  const token = useStored('token');
  const [params] = useSearchParams();
  const orderNo = params.get('orderNo');
  const list = useQuery('loanOrderListMarket', token && !orderNo ? PAGE : null);

  function open(order: OrderRow) {
    const path = screenPath(order.status);
    if (inGroup(order.status, 'disbursed') || !path || isTerminal(order.status)) {
      navigate(`${pathOf('records')}?orderNo=${encodeURIComponent(order.orderNo)}`);
    } else navigate(path);
  }

  return (
    <>
      <PageHeader title={t('common:routes.records')} back={Boolean(orderNo)} />
      <Box px="md">
        {!token ? (
          <Stack>
            <Text c="dimmed">{t('signedOut')}</Text>
            <Button component={Link} to={loginPathFor(pathOf('records'))}>
              {t('login')}
            </Button>
          </Stack>
        ) : orderNo ? (
          <RecordDetail orderNo={orderNo} />
        ) : !list.data ? (
          <LoadState error={list.error} onRetry={() => void list.mutate()} />
        ) : (
          <Stack gap="sm">
            {list.data.list.length === 0 ? (
              <Alert color="gray">{t('errors:noData')}</Alert>
            ) : (
              list.data.list.map((o) => (
                <RecordRow key={o.orderNo} order={o} onOpen={() => open(o)} />
              ))
            )}
            <ConsentRecord />
          </Stack>
        )}
      </Box>
    </>
  );
}
