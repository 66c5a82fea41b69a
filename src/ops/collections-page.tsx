/**
 * The collections queue (issue 35): the overdue loans of the last filed day, the latest and largest
 * debts first, each with the borrower's name, the number (masked for roles that do not call),
 * what is owed in the country's currency and the days past due; a promise due today is marked as
 * the day's follow-up. Opening a loan shows its contacts and, for a collector, the outcome form,
 * and its payment plans with the form to propose one; plans waiting for a second person are listed
 * for those who may approve them.
 */
import { Badge, Button, Grid, Group, NativeSelect, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
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
import type { Me } from './types';
import { useCursorPages } from './use-cursor-pages';
import { useOpsData } from './use-ops-data';
import { useOpsT } from './use-ops-t';

/** A badge whose words wrap in a narrow column (the queue beside an open loan) instead of being cut. */
const WRAPS = {
  h: 'auto',
  styles: { label: { whiteSpace: 'normal', overflow: 'visible' } },
} as const;

function Row({ r, country, onOpen }: { r: QueueRow; country: Country; onOpen: () => void }) {
  const { t } = useOpsT();
  return (
    <Table.Tr>
      <Table.Td>
        <OrderLink orderNo={r.orderNo} />
      </Table.Td>
      <Table.Td>
        <BorrowerLink userId={r.userId}>{r.name ?? t('collections.noName')}</BorrowerLink>
        <Text size="xs">{r.mobile}</Text>
        {r.noContact && (
          <Badge color="red" {...WRAPS}>
            {t('collections.noContact')}
          </Badge>
        )}
      </Table.Td>
      <Table.Td>{t('collections.bucketDays', { bucket: r.bucket })}</Table.Td>
      <Table.Td>{t('collections.days', { count: r.daysPastDue })}</Table.Td>
      <Table.Td>{formatMoney(r.owed, country)}</Table.Td>
      <Table.Td>{r.staffEmail ?? t('collections.unassigned')}</Table.Td>
      <Table.Td>
        {r.promise && <Text size="sm">{promiseText(t, r.promise, country)}</Text>}
        {r.followUp && <Badge {...WRAPS}>{t('collections.followUp')}</Badge>}
      </Table.Td>
      <Table.Td>
        <Button size="xs" variant="default" onClick={onOpen}>
          {t('collections.open')}
        </Button>
      </Table.Td>
    </Table.Tr>
  );
}

export function CollectionsPage() {
  const { t } = useOpsT();
  const { data: me } = useOpsData<Me>('/me');
  const [country, setCountry] = useState<string>(COUNTRY_CODES[0]);
  const [bucket, setBucket] = useState('');
  const [assignee, setAssignee] = useState('');
  const [open, setOpen] = useState<string | null>(null);
  const [plansOf, setPlansOf] = useState<string | null>(null);
  const pages = useCursorPages();
  const path = queuePath({ country, bucket, assignee, cursor: pages.cursor });
  // A new filter starts again from its first page.
  const filter = (set: (value: string) => void) => (value: string) => {
    set(value);
    pages.reset();
  };
  const { data, error, mutate } = useOpsData<Queue>(path);
  const shown = data?.rows ?? [];
  return (
    <Stack>
      <Title order={2}>{t('collections.heading')}</Title>
      <Group align="end">
        <NativeSelect
          label={t('collections.country')}
          value={country}
          onChange={(e) => filter(setCountry)(e.currentTarget.value)}
          data={[...COUNTRY_CODES]}
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
          <Table>
            <Table.Thead>
              <Table.Tr>
                {['order', 'borrower', 'bucket', 'daysPastDue', 'owed', 'collector', 'promise'].map(
                  (col) => (
                    <Table.Th key={col}>{t(`collections.col.${col}`)}</Table.Th>
                  ),
                )}
                <Table.Th />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data &&
                shown.map((r) => (
                  <Row
                    key={r.orderId}
                    r={r}
                    country={data.country}
                    onOpen={() => setOpen(r.orderNo)}
                  />
                ))}
            </Table.Tbody>
          </Table>
          {data && shown.length === 0 && <Text>{t('collections.empty')}</Text>}
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
            <Stack pos="sticky" top={8} mah="calc(100vh - 16px)" style={{ overflowY: 'auto' }}>
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
