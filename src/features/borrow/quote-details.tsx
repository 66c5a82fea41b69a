/** The itemised quote (spec §3 loan order display): every line the key facts are made of. */
import { DetailRows } from '../../lib/layout/detail-rows';
import { useTranslation } from 'react-i18next';
import type { ConfirmProductInfoResponse } from '../../shared/contract/types.gen';
import { formatDate, formatMoney } from '../../shared/format';

type Quote = ConfirmProductInfoResponse['quote'];

const MONEY_ROWS = [
  'loanAmount',
  'fee',
  'feeTax',
  'interest',
  'disbursalAmount',
  'repayAmount',
] as const;

export function QuoteDetails({ quote, currency }: { quote: Quote; currency: string }) {
  const { t } = useTranslation('borrow');
  const rows: [string, string][] = [
    ...MONEY_ROWS.map((k): [string, string] => [
      t(`confirm.rows.${k}`),
      `${currency} ${formatMoney(quote[k])}`,
    ]),
    [t('confirm.rows.days'), t('confirm.daysValue', { count: quote.days })],
    [t('confirm.rows.dueDate'), formatDate(quote.dueDate)],
  ];
  // The fee and interest above are already net of the coupon; this line says by how much.
  const discount = quote.feeOff + quote.interestOff;
  if (discount > 0)
    rows.push([t('confirm.rows.discount'), `− ${currency} ${formatMoney(discount)}`]);
  return <DetailRows rows={rows} />;
}
