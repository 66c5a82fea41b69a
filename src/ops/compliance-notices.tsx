/**
 * The bureau notices as compliance reads them: each loan's notice with its kind, amount, the day
 * it was sent and whether it was delivered, in words; filtered by delivery, sorted by any column
 * and saved as CSV.
 */
import { useState } from 'react';
import { Select, Title } from '@mantine/core';
import { DataTable, type Column } from './data-table';
import { dayText, localDayOf } from './day-words';
import { OrderLink } from './links';
import { moneyText } from './money-words';
import { useOpsData } from './use-ops-data';
import { useOpsT, type OpsT } from './use-ops-t';

export interface Notice {
  orderNo: string;
  country: string;
  kind: string;
  amount: number;
  sentAt: string;
  sms: string;
  deliveredAt: string | null;
}

/** The local day of a moment (ISO) for sorting and CSV: the day the member sits in. */
export const day = (iso: string | null) => (iso ? (localDayOf(iso) ?? iso) : '');

/** The day of a moment, or a day (YYYY-MM-DD), as the console's language writes days. */
export const dayWords = (t: OpsT, iso: string | null) => dayText(day(iso), t('day.pattern'));

/** Whether the notice's SMS reached the borrower, in words. */
export function deliveryText(t: OpsT, notice: Notice | null): string {
  if (!notice) return '—';
  return notice.deliveredAt
    ? t('compliance.deliveredOn', { date: dayWords(t, notice.deliveredAt) })
    : t(`compliance.sms.${notice.sms}`);
}

/** The order link column, shared by the file's rows and the notices. */
export function orderColumn<R extends { orderNo: string }>(t: OpsT): Column<R> {
  return {
    key: 'order',
    label: t('compliance.col.order'),
    value: (r) => r.orderNo,
    render: (r) => <OrderLink orderNo={r.orderNo} />,
  };
}

export function NoticesList() {
  const { t } = useOpsT();
  const [delivered, setDelivered] = useState<string>('all');
  const query = delivered === 'all' ? '' : `?delivered=${delivered}`;
  const { data } = useOpsData<{ notices: Notice[] }>(`/bureau/notices${query}`);
  return (
    <section aria-label={t('compliance.notices')}>
      <Title order={3}>{t('compliance.notices')}</Title>
      <Select
        aria-label={t('compliance.deliveredFilter')}
        data={['all', 'yes', 'no'].map((v) => ({
          value: v,
          label: t(`compliance.delivered.${v}`),
        }))}
        value={delivered}
        onChange={(v) => setDelivered(v ?? 'all')}
        w={240}
      />
      <DataTable
        label={t('compliance.notices')}
        csvName="bureau-notices.csv"
        rows={data?.notices}
        rowKey={(n) => `${n.orderNo}-${n.kind}`}
        columns={[
          orderColumn<Notice>(t),
          {
            key: 'kind',
            label: t('compliance.col.kind'),
            value: (n) => t(`compliance.kind.${n.kind}`),
          },
          {
            key: 'amount',
            label: t('compliance.col.amount'),
            value: (n) => n.amount,
            render: (n) => moneyText(n.amount, n.country),
          },
          {
            key: 'sent',
            label: t('compliance.col.noticeSent'),
            value: (n) => day(n.sentAt),
            render: (n) => dayWords(t, n.sentAt),
          },
          {
            key: 'delivery',
            label: t('compliance.col.noticeDelivered'),
            value: (n) => deliveryText(t, n),
          },
        ]}
      />
    </section>
  );
}
