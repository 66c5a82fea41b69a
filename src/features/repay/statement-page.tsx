/**
 * The statement of account: every charge and payment of one loan, how each payment was
 * split and the balance after it, read from the books; the borrower prints it or saves it as a
 * CSV or text file.
 */
import '@mantine/core/styles/Alert.css';
import { Alert, Box, Button, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useQuery } from '../../lib/api/use-query';
import { DetailRows } from '../../lib/layout/detail-rows';
import { LoadState } from '../../lib/layout/load-state';
import { PageHeader } from '../../lib/layout/page-header';
import { saveFile } from '../../lib/save-file';
import { formatDate, formatMoney } from '../../shared/format';
import { statementCsv, statementText, type Statement, type StatementWords } from './statement-file';
import { StatementLineItem } from './statement-line';
import { useOrderNo } from './use-order-no';

const COLUMNS = [
  'date',
  'item',
  'reference',
  'amount',
  'penalty',
  'fee',
  'interest',
  'principal',
  'credit',
  'balance',
] as const;

type TotalKey =
  | 'principal'
  | 'fee'
  | 'payout'
  | 'interest'
  | 'penalty'
  | 'rolloverFee'
  | 'paid'
  | 'waived'
  | 'returned'
  | 'balance'
  | 'credit';

/** The summary rows: what was charged, paid and taken off, and where the loan stands. */
function summary(s: Statement, label: (k: TotalKey) => string, money: (n: number) => string) {
  const rows: [string, string][] = [];
  const add = (key: TotalKey, n: number) => {
    if (n > 0) rows.push([label(key), money(n)]);
  };
  add('principal', s.totals.principal);
  add('fee', s.totals.fee + s.totals.tax);
  add('payout', s.totals.payout);
  add('interest', s.totals.interest);
  add('penalty', s.totals.penalty);
  add('rolloverFee', s.totals.rolloverFee);
  add('paid', s.totals.payment + s.totals.carriedCredit);
  add('waived', s.totals.waiver + s.totals.writeOff);
  add('returned', s.totals.refund + s.totals.creditCarried);
  rows.push([label('balance'), money(s.balance)]);
  if (s.credit > 0) rows.push([label('credit'), money(s.credit)]);
  return rows;
}

export function StatementPage() {
  const { t } = useTranslation(['repay', 'common', 'errors']);
  const order = useOrderNo();
  const orderNo = order.orderNo;
  const statement = useQuery('repaymentStatement', orderNo ? { orderNo } : null);
  const s = statement.data;
  const money = (n: number) => `${s?.currency ?? ''} ${formatMoney(n)}`;
  const words = (): StatementWords => ({
    title: t('common:routes.statement'),
    orderNo: t('statement.orderNo'),
    generated: t('statement.generated'),
    balance: t('statement.balance'),
    credit: t('statement.credit'),
    columns: COLUMNS.map((c) => t(`statement.column.${c}`)),
    item: (l) => t(`statement.kind.${l.kind}`),
    money,
  });
  const save = (kind: 'csv' | 'txt') => {
    if (!s) return;
    const text = kind === 'csv' ? statementCsv(s, words()) : statementText(s, words());
    const type = kind === 'csv' ? 'text/csv' : 'text/plain';
    saveFile(text, `statement-${s.orderNo}.${kind}`, `${type};charset=utf-8`);
  };
  return (
    <>
      <PageHeader title={t('common:routes.statement')} />
      <Box px="md" pb="xl">
        {orderNo === '' ? (
          <Alert color="gray">{t('errors:orderNoEmpty')}</Alert>
        ) : !s ? (
          <LoadState
            error={order.error ?? statement.error}
            onRetry={() => (order.error ? order.retry() : void statement.mutate())}
          />
        ) : (
          <Stack gap="md">
            <Text size="sm" c="dimmed">
              {t('statement.intro', { orderNo: s.orderNo, date: formatDate(s.generatedAt) })}
            </Text>
            <DetailRows
              rows={summary(
                s,
                (k) =>
                  k === 'balance' || k === 'credit'
                    ? t(`statement.${k}`)
                    : t(`statement.total.${k}`),
                money,
              )}
            />
            <Group gap="xs" className="no-print">
              <Button size="xs" onClick={() => window.print()}>
                {t('statement.print')}
              </Button>
              <Button size="xs" variant="light" onClick={() => save('csv')}>
                {t('statement.csv')}
              </Button>
              <Button size="xs" variant="light" onClick={() => save('txt')}>
                {t('statement.text')}
              </Button>
            </Group>
            {s.lines.length === 0 ? (
              <Text c="dimmed">{t('statement.none')}</Text>
            ) : (
              s.lines.map((l, i) => (
                <StatementLineItem key={`${l.kind}:${l.at}:${i}`} line={l} money={money} />
              ))
            )}
          </Stack>
        )}
      </Box>
    </>
  );
}
