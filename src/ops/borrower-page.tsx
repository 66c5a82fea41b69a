/**
 * One borrower: the summary, the profile as labelled fields, flags, ID and face images (each look
 * audited), wallet, orders, coupons, feedback and consent, every value in words; support hands the
 * borrower a copy of their data from here (audited).
 */
import { Anchor, Button, Group, Image, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { formatMoney } from '../shared/format';
import type { Country } from '../shared/countries';
import { BorrowerFlags } from './borrower-flags';
import { BorrowerProfile } from './borrower-profile';
import { SummaryCard } from './borrower-summary';
import { OrderLink } from './links';
import { statusText } from './order-status';
import type { Me } from './types';
import { useOpsData } from './use-ops-data';
import { useOpsT } from './use-ops-t';

interface Borrower {
  user: { id: number; mobile: string; country: Country };
  wallet: { bankCode: string; account: string } | null;
  images: { fileId: string; kind: string }[];
  coupons: { id: number; name: string; usedAt: string | null; expiresAt: string }[];
  feedback: { id: number; type: number; status: number; description: string }[];
  consent: { orderNo: string; collected: string[] }[];
}

export function BorrowerPage({ id }: { id: string }) {
  const { t } = useOpsT();
  const { data } = useOpsData<Borrower>(`/borrowers/${id}`);
  const { data: me } = useOpsData<Me>('/me');
  const summary = useOpsData<{ name: string | null }>(`/summary/borrowers/${id}`);
  const orders = useOpsData<{ rows: { orderNo: string; status: number; amount: number | null }[] }>(
    `/orders?userId=${id}`,
  );
  const [shown, setShown] = useState<string[]>([]);
  if (!data) return null;
  const country = data.user.country;
  const can = (action: string) => me?.actions.includes(action) ?? false;
  return (
    <Stack>
      <Anchor href="#/book">{t('borrower.back')}</Anchor>
      <Title order={2}>
        {summary.data?.name ?? t('summary.noName')}
        <Text span c="dimmed" ml="sm">
          {data.user.mobile}
        </Text>
      </Title>
      <SummaryCard of={{ userId: id }} />
      {can('rights.read') && (
        <Group>
          <Button
            component="a"
            variant="default"
            href={`/ops/api/borrowers/${id}/data-copy`}
            download
          >
            {t('borrower.dataCopy')}
          </Button>
          <Text size="sm" c="dimmed">
            {t('borrower.dataCopyHelp')}
          </Text>
        </Group>
      )}
      <Title order={3}>{t('borrower.profile')}</Title>
      <BorrowerProfile userId={id} />
      <BorrowerFlags
        userId={id}
        canManage={can('flags.manage')}
        onChange={() => void summary.mutate()}
      />
      <Title order={3}>{t('borrower.images')}</Title>
      <Group>
        {data.images.map((img) =>
          shown.includes(img.fileId) ? (
            <Image
              key={img.fileId}
              src={`/ops/api/borrowers/${id}/images/${img.fileId}`}
              alt={t(`borrower.imageKinds.${img.kind}`)}
              w={200}
            />
          ) : (
            <Button
              key={img.fileId}
              variant="light"
              onClick={() => setShown([...shown, img.fileId])}
            >
              {t('borrower.show', { kind: t(`borrower.imageKinds.${img.kind}`) })}
            </Button>
          ),
        )}
      </Group>
      <Title order={3}>{t('borrower.wallet')}</Title>
      <div>
        {data.wallet ? `${data.wallet.bankCode} ${data.wallet.account}` : t('summary.none')}
      </div>
      <Title order={3}>{t('borrower.orders')}</Title>
      <Table>
        <Table.Tbody>
          {orders.data?.rows.map((o) => (
            <Table.Tr key={o.orderNo}>
              <Table.Td>
                <OrderLink orderNo={o.orderNo} />
              </Table.Td>
              <Table.Td>{statusText(t, o.status)}</Table.Td>
              <Table.Td>
                {o.amount === null ? t('summary.none') : formatMoney(o.amount, country)}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Title order={3}>{t('borrower.coupons')}</Title>
      {data.coupons.map((c) => (
        <div key={c.id}>
          {t(c.usedAt ? 'borrower.couponUsed' : 'borrower.couponOpen', {
            name: c.name,
            day: c.expiresAt.slice(0, 10),
          })}
        </div>
      ))}
      <Title order={3}>{t('borrower.feedback')}</Title>
      {data.feedback.map((f) => (
        <div key={f.id}>
          <Anchor href={`#/feedback/${f.id}`}>{t('borrower.thread', { id: f.id })}</Anchor>
          {` · ${t(`feedback.type.${f.type}`)} · ${t(`feedback.status.${f.status}`)} · ${f.description}`}
        </div>
      ))}
      <Title order={3}>{t('borrower.consent')}</Title>
      {data.consent.map((c) => (
        <div key={c.orderNo}>
          {`${c.orderNo}: ${
            c.collected.map((k) => t(`borrower.collected.${k}`)).join(', ') || t('summary.none')
          }`}
        </div>
      ))}
    </Stack>
  );
}
