/**
 * static_cashier (docs/product.md §2): bill payment. The borrower pays from their wallet menu to our
 * reference, with the QR and instapay guides, and may upload a proof if the payment does not show.
 */
import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Accordion.css';
import { Accordion, Alert, Box, Button, List, Stack, Text } from '@mantine/core';
import '@mantine/core/styles/List.css';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { PageHeader } from '../../lib/layout/page-header';
import { formatDateAndTime, formatMoney } from '../../shared/format';
import { pathOf } from '../../shared/routes';
import { isExpired } from './cashier-params';
import { CopyRow } from './copy-row';
import { PaymentStatus } from './payment-status';
import { ProofUpload } from './proof-upload';

const GUIDES = ['bill', 'qr', 'instapay'] as const;
const STEPS = ['1', '2', '3'] as const;

export function StaticCashierPage() {
  const { t } = useTranslation(['repay', 'common', 'errors']);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const payOrderId = params.get('payOrderId') ?? '';
  const orderNo = params.get('orderNo') ?? '';
  const reference = params.get('reference') || payOrderId;
  const expiresAt = Number(params.get('expiresAt')) || 0;
  const businessNumber = params.get('businessNumber') ?? '';
  // The channel's guides (schemas/<cc>/cashier.json); all of them when the link names none.
  const named = (params.get('guides') ?? '').split(',');
  const guides = GUIDES.filter((g) => named.includes(g));
  const shown = guides.length > 0 ? guides : GUIDES;
  const back = () => navigate(`${pathOf('repayDetail')}?orderNo=${encodeURIComponent(orderNo)}`);
  return (
    <>
      <PageHeader title={t('common:routes.staticCashier')} />
      <Box px="md" pb="xl">
        {!payOrderId ? (
          <Alert color="red">{t('errors:payOrderIdEmpty')}</Alert>
        ) : isExpired(expiresAt) ? (
          <Stack>
            <Alert color="red" role="alert">
              {t('errors:orderExpired')}
            </Alert>
            <Button onClick={back}>{t('cashier.restart')}</Button>
          </Stack>
        ) : (
          <Stack gap="md">
            {businessNumber && (
              <CopyRow label={t('static.businessNumber')} value={businessNumber} />
            )}
            <CopyRow label={t('static.reference')} value={reference} />
            <CopyRow
              label={t('static.amount')}
              value={formatMoney(Number(params.get('amount')) || 0)}
            />
            <Text size="sm" c="dimmed">
              {t('cashier.validUntil', { time: formatDateAndTime(expiresAt) })}
            </Text>
            <PaymentStatus
              orderNo={orderNo}
              payOrderId={payOrderId}
              expiresAt={expiresAt}
              onRestart={back}
            />
            <Accordion variant="separated" defaultValue={shown[0]}>
              {shown.map((g) => (
                <Accordion.Item key={g} value={g}>
                  <Accordion.Control>{t(`static.guides.${g}.title`)}</Accordion.Control>
                  <Accordion.Panel>
                    <List type="ordered" size="sm" spacing={4}>
                      {STEPS.map((s) => (
                        <List.Item key={s}>{t(`static.guides.${g}.${s}`)}</List.Item>
                      ))}
                    </List>
                  </Accordion.Panel>
                </Accordion.Item>
              ))}
            </Accordion>
            <Button variant="light" onClick={back}>
              {t('cashier.paid')}
            </Button>
            <ProofUpload orderNo={orderNo} payOrderId={payOrderId} />
          </Stack>
        )}
      </Box>
    </>
  );
}
