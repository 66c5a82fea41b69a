/**
 * The collections queue: the overdue loans of the last filed day, the latest and largest
 * debts first, each with the borrower's name, the number (masked for roles that do not call),
 * what is owed in the country's currency and the days past due; a promise due today is marked as
 * the day's follow-up. Opening a loan shows its contacts and, for a collector, the outcome form,
 * and its payment plans with the form to propose one; plans waiting for a second person are listed
 * for those who may approve them.
 */
import { Badge, Button, Grid, Group, NativeSelect, Stack, Text, Title } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { COUNTRY_CODES, type Country } from '../shared/countries';
import { formatMoney } from '../shared/format';
import { CollectionsAssign } from './collections-assign';
import { ContactPanel } from './collections-contact';
import { promiseText } from './collections-promise';
import { PlansPanel } from './plans-panel';
import { queuePath } from './collections-query';
import { PlansQueue } from './plans-queue';
import type { Queue, QueueRow } from './collections-types';
import { BorrowerLink, OrderLink } from './links';
import { DataTable, type Column } from './data-table';
import type { Me } from './types';
import { useCursorPages } from './use-cursor-pages';
import { useOpsData } from './use-ops-data';
import { useOpsT } from './use-ops-t';

/** A badge whose words wrap in a narrow column (the queue beside an open loan) instead of being cut. */
const WRAPS = {
  h: 'auto',
  styles: { label: { whiteSpace: 'normal', overflow: 'visible' } },
} as const;

type T = ReturnType<typeof useOpsT>['t'];

/** The queue's columns: sortable, and saved as CSV in the words shown. */
function queueColumns(
  t: T,
  country: Country,
  onOpen: (orderNo: string) => void,
): Column<QueueRow>[] {
  return [
    {
      key: 'order',
      label: t('collections.col.order'),
      value: (r) => r.orderNo,
      render: (r) => <OrderLink orderNo={r.orderNo} />,
    },
    {
      key: 'borrower',
      label: t('collections.col.borrower'),
      value: (r) => r.name ?? t('collections.noName'),
      render: (r) => (
        <>
          <BorrowerLink userId={r.userId}>{r.name ?? t('collections.noName')}</BorrowerLink>
          <Text size="xs">{r.mobile}</Text>
          {r.noContact && (
            <Badge color="red" {...WRAPS}>
              {t('collections.noContact')}
            </Badge>
          )}
        </>
      ),
    },
    {
      key: 'bucket',
      label: t('collections.col.bucket'),
      value: (r) => t('collections.bucketDays', { bucket: r.bucket }),
    },
    {
      key: 'daysPastDue',
      label: t('collections.col.daysPastDue'),
      value: (r) => r.daysPastDue,
      render: (r) => t('collections.days', { count: r.daysPastDue }),
    },
    {
      key: 'owed',
      label: t('collections.col.owed'),
      value: (r) => r.owed,
      render: (r) => formatMoney(r.owed, country),
    },
    {
      key: 'collector',
      label: t('collections.col.collector'),
      value: (r) => r.staffEmail ?? t('collections.unassigned'),
    },
    {
      key: 'promise',
      label: t('collections.col.promise'),
      value: (r) => (r.promise ? promiseText(t, r.promise, country) : null),
      render: (r) => (
        <>
          {r.promise && <Text size="sm">{promiseText(t, r.promise, country)}</Text>}
          {r.followUp && <Badge {...WRAPS}>{t('collections.followUp')}</Badge>}
        </>
      ),
    },
    {
      key: 'open',
      label: t('collections.open'),
      action: true,
      value: () => null,
      render: (r) => (
        <Button size="xs" variant="default" onClick={() => onOpen(r.orderNo)}>
          {t('collections.open')}
        </Button>
      ),
    },
  ];
}

export function CollectionsPage() {
  const { t } = useOpsT();
  const { data: me } = useOpsData<Me>('/me');
  const [country, setCountry] = useState<string>(COUNTRY_CODES[0]);
  const [bucket, setBucket] = useState('');
  const [assignee, setAssignee] = useState('');
  const [open, setOpen] = useState<string | null>(null);
  const [plansOf, setPlansOf] = useState<string | null>(null);
  // A keyboard user lands in the opened loan's panel, not back at the top of a 50-row table.
  const panel = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (open) panel.current?.focus();
  }, [open]);
  const pages = useCursorPages();
  const path = queuePath({ country, bucket, assignee, cursor: pages.cursor });
  // A new filter starts again from its first page.
  const filter = (set: (value: string) => void) => (value: string) => {
    set(value);
    pages.reset();
  };
  const { data, error, mutate } = useOpsData<Queue>(path);
  return (
    <Stack>
      <Title order={2}>{t('collections.heading')}</Title>
      <Group align="end">
        <NativeSelect
          label={t('collections.country')}
          value={country}
          onChange={(e) => filter(setCountry)(e.currentTarget.value)}
          data={COUNTRY_CODES.map((c) => ({ value: c, label: t(`summary.countries.${c}`) }))}
        />
        <NativeSelect
          label={t('collections.bucket')}
          value={bucket}
          onChange={(e) => filter(setBucket)(e.currentTarget.value)}
          data={[
            { value: '', label: t('collections.all') },
            ...(data?.buckets ?? []).map((b) => ({
              value: b,
              label: t('collections.bucketDays', { bucket: b }),
            })),
          ]}
        />
        <NativeSelect
          label={t('collections.assignee')}
          value={assignee}
          onChange={(e) => filter(setAssignee)(e.currentTarget.value)}
          data={[
            { value: '', label: t('collections.everyone') },
            { value: 'me', label: t('collections.mine') },
            { value: 'none', label: t('collections.unassigned') },
          ]}
        />
      </Group>
      {error && <Text c="red">{t('collections.failed')}</Text>}
      {data && (
        <Text size="sm">
          {data.day ? t('collections.asOf', { day: data.day }) : t('collections.notFiled')}
        </Text>
      )}
      {me?.actions.includes('collections.assign') && data && (
        <CollectionsAssign country={data.country} buckets={data.buckets} onDone={mutate} />
      )}
      <Grid>
        <Grid.Col span={open ? 7 : 12}>
          <DataTable
            label={t('collections.heading')}
            csvName="collections-queue.csv"
            empty={t('collections.empty')}
            rows={data?.rows}
            rowKey={(r) => r.orderId}
            columns={queueColumns(t, data?.country ?? (country as Country), setOpen)}
          />
          <Group>
            <Button variant="subtle" disabled={pages.first} onClick={pages.back}>
              {t('book.prev')}
            </Button>
            <Button
              variant="subtle"
              disabled={!data?.next}
              onClick={() => pages.forward(data?.next)}
            >
              {t('book.more')}
            </Button>
          </Group>
        </Grid.Col>
        {open && (
          // Beside the loan's row, held in view while the table scrolls: not below 50 rows.
          <Grid.Col span={5}>
            <Stack
              ref={panel}
              tabIndex={-1}
              aria-label={t('collections.panel', { orderNo: open })}
              role="region"
              pos="sticky"
              top={8}
              mah="calc(100vh - 16px)"
              style={{ overflowY: 'auto' }}
            >
              <Group justify="space-between">
                <Button
                  variant="default"
                  onClick={() => setPlansOf(plansOf === open ? null : open)}
                >
                  {t('plans.open')}
                </Button>
                <Button variant="subtle" onClick={() => setOpen(null)}>
                  {t('collections.close')}
                </Button>
              </Group>
              {data && plansOf === open && (
                <PlansPanel
                  orderNo={open}
                  country={data.country}
                  canPropose={me?.actions.includes('collections.contact') ?? false}
                />
              )}
              <ContactPanel
                orderNo={open}
                canContact={me?.actions.includes('collections.contact') ?? false}
                onDone={() => void mutate()}
              />
            </Stack>
          </Grid.Col>
        )}
      </Grid>
      {me?.actions.includes('plans.approve') && <PlansQueue me={me.staff.id} />}
    </Stack>
  );
}
