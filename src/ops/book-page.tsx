/** The loan book: borrower search and the filtered, server-paged order list with CSV export. */
import {
  Button,
  Group,
  MultiSelect,
  NumberInput,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { moneyText } from './money-words';
import { statusText } from './order-status';
import { useOpsT } from './use-ops-t';
import { ORDER_STATUS } from '../shared/orders';
import type { CursorPage } from '../shared/console-paging';
import type { OrderRow } from './types';
import { BorrowerSearchResults, type FoundBorrower } from './borrower-search-results';
import { useCursorPages } from './use-cursor-pages';
import { useOpsData } from './use-ops-data';
import { OrderLink, BorrowerLink } from './links';
import { DataTable, type Column } from './data-table';
import { hashQuery } from './use-hash-route';
import { DayField } from './day-field';

/** Filters a link from another page may start the book with (the portfolio's drill-down). */
const LINKED = ['status', 'overdueMin', 'overdueMax', 'country', 'paid'] as const;

/** The filter a `#/book?…` link carries, as the list's query (`&…`), empty without one. */
function linkedFilter(): string {
  const from = hashQuery();
  const params = new URLSearchParams();
  for (const key of LINKED) {
    const value = from.get(key);
    if (value) params.set(key, value);
  }
  return params.size ? `&${params.toString()}` : '';
}

type T = ReturnType<typeof useOpsT>['t'];

function columns(t: T): Column<OrderRow>[] {
  return [
    {
      key: 'orderNo',
      label: t('col.orderNo'),
      value: (o) => o.orderNo,
      render: (o) => <OrderLink orderNo={o.orderNo} />,
    },
    {
      key: 'name',
      label: t('col.name'),
      value: (o) => o.name,
      render: (o) => <BorrowerLink userId={o.userId}>{o.name ?? t('book.noName')}</BorrowerLink>,
    },
    { key: 'mobile', label: t('col.mobile'), value: (o) => o.mobile },
    { key: 'status', label: t('col.status'), value: (o) => statusText(t, o.status) },
    {
      key: 'amount',
      label: t('col.amount'),
      value: (o) => o.amount,
      render: (o) => (o.amount === null ? '' : moneyText(o.amount, o.country)),
    },
    { key: 'dueDate', label: t('col.dueDate'), value: (o) => o.dueDate },
    { key: 'overdueDays', label: t('col.overdueDays'), value: (o) => o.overdueDays },
    { key: 'created', label: t('col.created'), value: (o) => o.createdAt.slice(0, 10) },
  ];
}

/** The statuses a loan in the book can have once it is an order staff work with. */
const STATUS_CHOICES = [
  ORDER_STATUS.repaying,
  ORDER_STATUS.overdue,
  ORDER_STATUS.finish,
  ORDER_STATUS.lending,
  ORDER_STATUS.getMoney,
  ORDER_STATUS.finishLoading,
  ORDER_STATUS.payFail,
  ORDER_STATUS.reject,
  ORDER_STATUS.cancel,
];

export function BookPage() {
  const { t } = useOpsT();
  const [query, setQuery] = useState('');
  const [filter, setFilter] = useState(linkedFilter);
  const [linked, setLinked] = useState(() => linkedFilter() !== '');
  const [statuses, setStatuses] = useState<string[]>([]);
  const pages = useCursorPages();
  const borrowers = useOpsData<CursorPage<FoundBorrower>>(
    query ? `/borrowers?q=${encodeURIComponent(query)}` : null,
  );
  const orders = useOpsData<CursorPage<OrderRow>>(`/orders?${pages.param}${filter}`);

  function search(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setQuery(String(new FormData(event.currentTarget).get('q')).trim());
  }

  function applyFilter(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const params = new URLSearchParams();
    if (statuses.length) params.set('status', statuses.join(','));
    for (const key of ['overdueMin', 'from', 'to']) {
      const value = String(form.get(key) ?? '').trim();
      if (value) params.set(key, value);
    }
    pages.reset();
    setLinked(false);
    setFilter(params.size ? `&${params.toString()}` : '');
  }

  return (
    <Stack>
      <form onSubmit={search}>
        <Group align="end">
          <TextInput name="q" label={t('book.search')} w={360} />
          <Button type="submit">{t('book.find')}</Button>
        </Group>
      </form>
      {query && (
        <>
          <Title order={3}>{t('book.borrowers')}</Title>
          {borrowers.data?.rows.length === 0 && <Text>{t('book.none')}</Text>}
          <BorrowerSearchResults rows={borrowers.data?.rows ?? []} />
        </>
      )}
      <Title order={3}>{t('book.orders')}</Title>
      <form onSubmit={applyFilter}>
        <Group align="end">
          <MultiSelect
            label={t('book.statusPick')}
            data={STATUS_CHOICES.map((n) => ({ value: String(n), label: statusText(t, n) }))}
            value={statuses}
            onChange={setStatuses}
            clearable
            w={280}
          />
          <NumberInput name="overdueMin" label={t('book.overdueMin')} min={0} w={160} />
          <DayField name="from" label={t('book.fromDay')} w={160} />
          <DayField name="to" label={t('book.toDay')} w={160} />
          <Button type="submit" variant="light">
            {t('book.filter')}
          </Button>
          <Button component="a" href={`/ops/api/orders?format=csv${filter}`} variant="default">
            {t('book.csv')}
          </Button>
        </Group>
      </form>
      {linked && (
        <Group>
          <Text size="sm">{t('book.linked')}</Text>
          <Button
            size="xs"
            variant="subtle"
            onClick={() => {
              pages.reset();
              setLinked(false);
              setFilter('');
            }}
          >
            {t('book.clearLinked')}
          </Button>
        </Group>
      )}
      <DataTable
        rows={orders.data?.rows}
        columns={columns(t)}
        rowKey={(o) => o.orderNo}
        label={t('book.orders')}
      />
      <Group>
        <Button variant="subtle" disabled={pages.first} onClick={pages.back}>
          {t('book.prev')}
        </Button>
        <Button
          variant="subtle"
          disabled={!orders.data?.next}
          onClick={() => pages.forward(orders.data?.next)}
        >
          {t('book.more')}
        </Button>
      </Group>
    </Stack>
  );
}
