/**
 * The proof queue with its 48-hour clock: approve with the amount on the proof, or reject with a
 * reason. Paged by keyset, oldest first (decision 0028).
 */
import {
  Alert,
  Anchor,
  Button,
  Group,
  NumberInput,
  Select,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import { useOpsT } from './use-ops-t';
import { failureText, opsApi } from './api';
import type { CursorPage } from '../shared/console-paging';
import type { JournalLine, ProofRow } from './types';
import { useCursorPages } from './use-cursor-pages';
import { useQueue } from './use-queue';
import { BorrowerLink } from './links';

function ProofActions({
  proof,
  reasons,
  onDone,
}: {
  proof: ProofRow;
  reasons: string[];
  onDone: (text: string) => void;
}) {
  const { t } = useOpsT();
  const [amount, setAmount] = useState<number | string>('');
  const [reason, setReason] = useState<string | null>(null);

  async function act(
    path: string,
    body: object,
    message: (r: {
      payOrderId?: string;
      lines?: JournalLine[];
      waiting?: { requestId: number; amount: number };
    }) => string,
  ) {
    try {
      onDone(message(await opsApi(`/proofs/${proof.fileId}/${path}`, body)));
    } catch (err) {
      onDone(failureText(t, err));
    }
  }

  return (
    <Group align="end" wrap="nowrap">
      <NumberInput label={t('proofs.amount')} value={amount} onChange={setAmount} min={1} w={160} />
      <Button
        disabled={typeof amount !== 'number'}
        onClick={() =>
          void act('approve', { amount }, (r) =>
            // An overpayment above the member's limit waits for a checker (the Checks page).
            t(r.waiting ? 'proofs.waiting' : 'proofs.approved', {
              payOrderId: r.payOrderId,
              split: (r.lines ?? [])
                .filter((l) => l.amount < 0)
                .map((l) => `${l.account} ${-l.amount}`)
                .join(', '),
              ...r.waiting,
            }),
          )
        }
      >
        {t('proofs.approve')}
      </Button>
      <Select
        label={t('proofs.reason')}
        data={reasons}
        value={reason}
        onChange={setReason}
        w={160}
      />
      <Button
        color="red"
        variant="light"
        disabled={!reason}
        onClick={() => void act('reject', { reason }, () => t('proofs.rejected'))}
      >
        {t('proofs.reject')}
      </Button>
    </Group>
  );
}

export function ProofsPage() {
  const { t } = useOpsT();
  const pages = useCursorPages();
  const { data, notice, done } = useQueue<CursorPage<ProofRow> & { reasons: string[] }>(
    `/proofs?${pages.param}`,
  );
  return (
    <Stack>
      <Title order={2}>{t('proofs.heading')}</Title>
      {notice && <Alert role="status">{notice}</Alert>}
      {data?.rows.length === 0 && <Text>{t('proofs.empty')}</Text>}
      <Table>
        <Table.Tbody>
          {data?.rows.map((p) => (
            <Table.Tr key={p.fileId}>
              <Table.Td>
                <BorrowerLink userId={p.userId}>{p.mobile}</BorrowerLink>
                <div>{p.orderNo}</div>
              </Table.Td>
              <Table.Td>
                <Anchor href={`/ops/api/proofs/${p.fileId}/image`} target="_blank">
                  #{p.fileId}
                </Anchor>
              </Table.Td>
              <Table.Td c={p.minutesLeft < 0 ? 'red' : undefined}>
                {p.minutesLeft >= 0
                  ? t('proofs.hoursLeft', { hours: Math.floor(p.minutesLeft / 60) })
                  : t('proofs.late', { hours: Math.ceil(-p.minutesLeft / 60) })}
              </Table.Td>
              <Table.Td>
                <ProofActions proof={p} reasons={data.reasons} onDone={done} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Group>
        <Button variant="subtle" disabled={pages.first} onClick={pages.back}>
          {t('book.prev')}
        </Button>
        <Button variant="subtle" disabled={!data?.next} onClick={() => pages.forward(data?.next)}>
          {t('book.more')}
        </Button>
      </Group>
    </Stack>
  );
}
