/** The itemised quote (docs/product.md §3 loan order display): every line the key facts are made of. */
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

interface Props {
  quote: Quote;
  currency: string;
  /** The product's tax on the fee, percent: named in its row; none, no row. */
  feeTaxRate: number;
}

export function QuoteDetails({ quote, currency, feeTaxRate }: Props) {
  const { t } = useTranslation('borrow');
  const shown = MONEY_ROWS.filter((k) => k !== 'feeTax' || feeTaxRate > 0 || quote.feeTax > 0);
  const rows: [string, string][] = [
    ...shown.map((k): [string, string] => [
      t(`confirm.rows.${k}`, { rate: feeTaxRate }),
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
