/**
 * A loan's credit-bureau notice as Home and Records show it, for a borrower who missed the SMS:
 * before a listing, the unpaid amount, the day it may be reported and to whom, and how to pay or
 * dispute; after one, when and what was reported; then that it was reported paid, or withdrawn.
 */
import '@mantine/core/styles/Alert.css';
import { Alert } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { LoanOrderLatestResponse } from '../shared/contract/types.gen';
import { formatDate, formatMoney } from '../shared/format';

export type BureauNotice = NonNullable<
  NonNullable<LoanOrderLatestResponse['order']>['bureauNotice']
>;

const COLOR: Readonly<Record<BureauNotice['kind'], string>> = {
  'pre-listing': 'orange',
  listed: 'red',
  updated: 'green',
  corrected: 'green',
};

export function BureauNoticeAlert({
  notice,
  currency,
}: {
  notice: BureauNotice;
  currency: string;
}) {
  const { t } = useTranslation('common');
  const values = {
    amount: `${currency} ${formatMoney(notice.amount)}`,
    // The notice's amount is the one owed on the day it was sent: the screen says so, since the
    // loan's amount today, shown beside it, has grown since.
    noticed: formatDate(notice.noticeAt),
    date: formatDate(notice.listableFrom ?? notice.listedAt ?? notice.noticeAt),
    bureaus: notice.bureaus.join(', '),
    phone: notice.supportPhone,
  };
  return (
    <Alert
      color={COLOR[notice.kind]}
      title={t(`bureauNotice.${notice.kind}.title`)}
      data-bureau-notice={notice.kind}
    >
      {t(`bureauNotice.${notice.kind}.body`, values)}
    </Alert>
  );
}
