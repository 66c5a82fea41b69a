/**
 * My requests: the borrower's disputes, complaints and data requests with their status
 * and deadline, where to escalate once a deadline has passed, a form to file one, and "Download
 * my data".
 */
import '@mantine/core/styles/Alert.css';
import { Alert, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useQuery } from '../../lib/api/use-query';
import { PageHeader } from '../../lib/layout/page-header';
import { LoadState } from '../../lib/layout/load-state';
import type { RightsRequestListResponse } from '../../shared/contract/types.gen';
import { formatDate } from '../../shared/format';
import { pathOf } from '../../shared/routes';
import { DownloadDataButton } from './download-data-button';
import { RequestForm } from './request-form';

type Item = RightsRequestListResponse['list'][number];

/** `now` is the server's clock: a phone set to another day never moves a deadline. */
function RequestItem({ item, escalate, now }: { item: Item; escalate: string; now: number }) {
  const { t } = useTranslation('me');
  const late = item.status !== 'resolved' && now > item.resolveDueAt;
  return (
    <Paper withBorder p="sm" radius="md" data-reference={item.reference}>
      <Text fw={700}>
        {t(`requests.kinds.${item.kind}`)} · {item.reference}
      </Text>
      <Text size="sm">
        {t(`requests.status.${item.status}`)}
        {item.orderNo ? ` · ${item.orderNo}` : ''}
      </Text>
      <Text size="sm" c="dimmed">
        {t('requests.filedOn', { date: formatDate(item.createdAt) })}
      </Text>
      {item.acknowledgedAt !== undefined && (
        <Text size="sm" c="dimmed">
          {t('requests.acknowledgedOn', { date: formatDate(item.acknowledgedAt) })}
        </Text>
      )}
      {item.status === 'resolved' ? (
        <>
          {item.resolvedAt !== undefined && (
            <Text size="sm">{t('requests.answeredOn', { date: formatDate(item.resolvedAt) })}</Text>
          )}
          {item.outcome && (
            <Text size="sm" fw={600}>
              {t('requests.decision', { outcome: t(`requests.outcome.${item.outcome}`) })}
            </Text>
          )}
        </>
      ) : (
        <Text size="sm" c={late ? 'red' : undefined}>
          {late
            ? t('requests.late', { date: formatDate(item.resolveDueAt) })
            : t('requests.due', { date: formatDate(item.resolveDueAt) })}
        </Text>
      )}
      {item.resolution && (
        <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
          {item.resolution}
        </Text>
      )}
      {late && escalate && (
        <Alert color="orange" mt="xs">
          {t('requests.escalate', { contact: escalate })}
        </Alert>
      )}
    </Paper>
  );
}

export function MyRequestsPage() {
  const { t } = useTranslation(['me', 'common']);
  const list = useQuery('rightsRequestList', {});
  const escalate = list.data?.regulatorContact ?? '';
  return (
    <>
      <PageHeader title={t('common:routes.myRequests')} />
      <Stack px="md" gap="md">
        <Text size="sm">{t('requests.intro')}</Text>
        <RequestForm onFiled={() => void list.mutate()} />
        <Title order={2} size="h4">
          {t('requests.mine')}
        </Title>
        {!list.data ? (
          <LoadState error={list.error} onRetry={() => void list.mutate()} />
        ) : list.data.list.length === 0 ? (
          <Text c="dimmed">{t('requests.none')}</Text>
        ) : (
          list.data.list.map((item) => (
            <RequestItem
              key={item.reference}
              item={item}
              escalate={escalate}
              now={list.data?.now ?? 0}
            />
          ))
        )}
        <Group gap="sm">
          <DownloadDataButton />
          <Button component={Link} variant="subtle" to={pathOf('myData')}>
            {t('requests.openData')}
          </Button>
        </Group>
      </Stack>
    </>
  );
}
