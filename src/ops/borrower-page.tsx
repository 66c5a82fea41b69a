/** One borrower: profile, ID and face images (each look audited), wallet, orders, coupons, feedback, consent. */
import { Anchor, Button, Code, Group, Image, Stack, Table, Title } from '@mantine/core';
import { useState } from 'react';
import { statusText } from './order-status';
import { useOpsT } from './use-ops-t';
import { useOpsData } from './use-ops-data';
import { OrderLink } from './links';

interface Borrower {
  user: { id: number; mobile: string; country: string };
  forms: { form: string; data: Record<string, unknown> }[];
  wallet: { bankCode: string; account: string } | null;
  images: { fileId: string; kind: string }[];
  coupons: { id: number; name: string; usedAt: string | null; expiresAt: string }[];
  feedback: { id: number; type: number; status: number; description: string }[];
  consent: { orderNo: string; collected: string[] }[];
}

export function BorrowerPage({ id }: { id: string }) {
  const { t } = useOpsT();
  const { data } = useOpsData<Borrower>(`/borrowers/${id}`);
  const orders = useOpsData<{ rows: { orderNo: string; status: number; amount: number | null }[] }>(
    `/orders?userId=${id}`,
  );
  const [shown, setShown] = useState<string[]>([]);
  if (!data) return null;
  return (
    <Stack>
      <Anchor href="#/book">{t('borrower.back')}</Anchor>
      <Title order={2}>
        {t('borrower.heading', { id })} · {data.user.mobile}
      </Title>
      <Title order={3}>{t('borrower.profile')}</Title>
      {data.forms.map((f) => (
        <Code block key={f.form}>{`${f.form}: ${JSON.stringify(f.data)}`}</Code>
      ))}
      <Title order={3}>{t('borrower.images')}</Title>
      <Group>
        {data.images.map((img) =>
          shown.includes(img.fileId) ? (
            <Image
              key={img.fileId}
              src={`/ops/api/borrowers/${id}/images/${img.fileId}`}
              alt={img.kind}
              w={200}
            />
          ) : (
            <Button
              key={img.fileId}
              variant="light"
              onClick={() => setShown([...shown, img.fileId])}
            >
              {t('borrower.show', { kind: img.kind })}
            </Button>
          ),
        )}
      </Group>
      <Title order={3}>{t('borrower.wallet')}</Title>
      <div>{data.wallet ? `${data.wallet.bankCode} ${data.wallet.account}` : '-'}</div>
      <Title order={3}>{t('borrower.orders')}</Title>
      <Table>
        <Table.Tbody>
          {orders.data?.rows.map((o) => (
            <Table.Tr key={o.orderNo}>
              <Table.Td>
                <OrderLink orderNo={o.orderNo} />
              </Table.Td>
              <Table.Td>{statusText(t, o.status)}</Table.Td>
              <Table.Td>{o.amount}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Title order={3}>{t('borrower.coupons')}</Title>
      {data.coupons.map((c) => (
        <div key={c.id}>{`${c.name} ${c.usedAt ? '✓' : ''} ${c.expiresAt.slice(0, 10)}`}</div>
      ))}
      <Title order={3}>{t('borrower.feedback')}</Title>
      {data.feedback.map((f) => (
        <div key={f.id}>{`#${f.id} [${f.status}] ${f.description}`}</div>
      ))}
      <Title order={3}>{t('borrower.consent')}</Title>
      {data.consent.map((c) => (
        <div key={c.orderNo}>{`${c.orderNo}: ${c.collected.join(', ') || '-'}`}</div>
      ))}
    </Stack>
  );
}
