/**
 * My data (Kenya's Data Protection Act 2019 s. 26): what the download file holds, to
 * read on the phone: profile, forms, wallet, loans with their payments, consents, notices and
 * requests, each under a translated heading; the same answer the JSON download saves.
 */
import { Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from '../../lib/api/use-query';
import { LoadState } from '../../lib/layout/load-state';
import { PageHeader } from '../../lib/layout/page-header';
import { formatDate } from '../../shared/format';
import { borrowerWording, isOrderStatus } from '../../shared/orders';
import { DataFields } from './data-fields';
import { useRecordWords } from './use-record-words';
import type { FieldWords } from './record-words';
import { DownloadDataButton } from './download-data-button';

type Data = Record<string, unknown>;

interface Item {
  readonly title: string;
  readonly record: Data;
}

function Section(props: {
  title: string;
  empty: string;
  items: readonly Item[];
  words: FieldWords;
}) {
  return (
    <Stack gap="xs" component="section">
      <Title order={2} size="h4">
        {props.title}
      </Title>
      {props.items.length === 0 ? (
        <Text c="dimmed" size="sm">
          {props.empty}
        </Text>
      ) : (
        props.items.map((item, i) => (
          <Card key={i} title={item.title}>
            <DataFields record={item.record} words={props.words} />
          </Card>
        ))
      )}
    </Stack>
  );
}

function Card({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper withBorder p="sm" radius="md">
      {title && (
        <Text fw={700} size="sm" mb={6}>
          {title}
        </Text>
      )}
      {children}
    </Paper>
  );
}

const asData = (v: unknown): Data =>
  typeof v === 'object' && v !== null && !Array.isArray(v) ? (v as Data) : {};

export function MyDataPage() {
  const { t } = useTranslation(['me', 'common', 'records']);
  const data = useQuery('userDataExport', {});
  const d = data.data;
  const wordsOf = useRecordWords();
  const words = wordsOf('form');
  const { forms, wallet, ...profile } = asData(d?.profile);
  const formList = Object.entries(asData(forms)).map(([form, fields]) => ({
    title: words.form?.(form) ?? form,
    record: asData(fields),
  }));
  const titled = (list: readonly Data[], title: (d: Data) => string) =>
    list.map((record) => ({ title: title(record), record }));
  const status = (s: unknown) =>
    isOrderStatus(s) ? t(`records:status.${borrowerWording(s)}`) : String(s ?? '');
  return (
    <>
      <PageHeader title={t('common:routes.myData')} />
      <Stack px="md" pb="xl" gap="lg">
        {!d ? (
          <LoadState error={data.error} onRetry={() => void data.mutate()} />
        ) : (
          <>
            <Text size="sm">{t('data.intro', { date: formatDate(d.exportedAt) })}</Text>
            <DownloadDataButton />
            <Section
              title={t('data.profile')}
              words={wordsOf('profile')}
              empty={t('data.none')}
              items={[{ title: '', record: profile }]}
            />
            <Section
              title={t('data.forms')}
              empty={t('data.none')}
              items={formList}
              words={words}
            />
            <Section
              title={t('data.wallets')}
              words={wordsOf('wallet')}
              empty={t('data.none')}
              items={wallet ? [{ title: '', record: asData(wallet) }] : []}
            />
            <Section
              title={t('data.loans')}
              words={wordsOf('loan')}
              empty={t('data.none')}
              items={titled(d.loans, (l) => `${String(l.orderNo)} · ${status(l.status)}`)}
            />
            <Section
              title={t('data.payments')}
              words={wordsOf('payment')}
              empty={t('data.none')}
              items={titled(d.payments, (p) => String(p.payOrderId ?? ''))}
            />
            <Section
              title={t('data.consents')}
              words={wordsOf('other')}
              empty={t('data.none')}
              items={titled(d.consents, (c) => `${t('data.version')} ${c.version}`)}
            />
            <Section
              title={t('data.notices')}
              words={wordsOf('other')}
              empty={t('data.none')}
              items={titled(d.notices, () => '')}
            />
            <Section
              title={t('data.requests')}
              words={wordsOf('other')}
              empty={t('data.none')}
              items={titled(d.requests, (r) => String(r.reference))}
            />
          </>
        )}
      </Stack>
    </>
  );
}
