/**
 * The proof queue with its 48-hour clock: each proof beside its image, the borrower's name, the
 * payment order it names and what the loan owes; approve with the amount on the proof, or reject
 * with a reason. Paged by keyset, oldest first (decision 0028).
 */
import {
  Alert,
  Anchor,
  Button,
  Group,
  Image,
  NumberInput,
  Paper,
  Select,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import { useOpsT } from './use-ops-t';
import { opsApi } from './api';
import { failureSaid, said, type Said } from './said';
import type { CursorPage } from '../shared/console-paging';
import type { JournalLine, ProofRow } from './types';
import { useCursorPages } from './use-cursor-pages';
import { useQueue } from './use-queue';
import { BorrowerLink, OrderLink } from './links';
import { linesText, moneyText, spanText } from './money-words';

function ProofActions({
  proof,
  reasons,
  onDone,
}: {
  proof: ProofRow;
  reasons: string[];
  onDone: (message: Said) => void;
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
    }) => Said,
  ) {
    try {
      onDone(message(await opsApi(`/proofs/${proof.fileId}/${path}`, body)));
    } catch (err) {
      onDone(failureSaid(err));
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
            said(r.waiting ? 'proofs.waiting' : 'proofs.approved', {
              payOrderId: r.payOrderId ?? '',
              split: (shown) =>
                linesText(
                  shown,
                  (r.lines ?? [])
                    .filter((l) => l.amount < 0)
                    .map((l) => ({ account: l.account, amount: -l.amount })),
                  proof.country,
                ),
              ...r.waiting,
              ...(r.waiting ? { amount: moneyText(r.waiting.amount, proof.country) } : {}),
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
        onClick={() => void act('reject', { reason }, () => said('proofs.rejected'))}
      >
        {t('proofs.reject')}
      </Button>
    </Group>
  );
}

/** The proof's 48-hour clock in words: time left, or how late the review is. */
function ClockText({ minutesLeft }: { minutesLeft: number }) {
  const { t } = useOpsT();
  const span = spanText(t, minutesLeft);
  return (
    <Text size="sm" c={minutesLeft < 0 ? 'red' : undefined}>
      {minutesLeft >= 0 ? t('proofs.timeLeft', { span }) : t('proofs.lateBy', { span })}
    </Text>
  );
}

function ProofCard({
  proof,
  reasons,
  onDone,
}: {
  proof: ProofRow;
  reasons: string[];
  onDone: (message: Said) => void;
}) {
  const { t } = useOpsT();
  const image = `/ops/api/proofs/${proof.fileId}/image`;
  return (
    <Paper withBorder p="sm">
      <Group align="flex-start" wrap="nowrap">
        <Anchor
          href={image}
          target="_blank"
          aria-label={t('proofs.openImage', { id: proof.fileId })}
        >
          <Image src={image} alt={t('proofs.image')} w={160} h={160} fit="contain" radius="sm" />
        </Anchor>
        <Stack gap={4} style={{ flex: 1 }}>
          <BorrowerLink userId={proof.userId}>
            {proof.name ?? t('proofs.noName')} · {proof.mobile}
          </BorrowerLink>
          <Text size="sm">
            {t('proofs.order')}:{' '}
            {proof.orderNo ? <OrderLink orderNo={proof.orderNo} /> : t('proofs.noOrder')}
          </Text>
          <Text size="sm">
            {t('proofs.payOrder')}: {proof.payOrderId ?? t('proofs.noPayOrder')}
          </Text>
          <Text size="sm" fw={600}>
            {t('proofs.owed')}:{' '}
            {proof.owed === null ? t('proofs.noOrder') : moneyText(proof.owed, proof.country)}
          </Text>
          <ClockText minutesLeft={proof.minutesLeft} />
          <ProofActions proof={proof} reasons={reasons} onDone={onDone} />
        </Stack>
      </Group>
    </Paper>
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
      {data?.rows.map((p) => (
        <ProofCard key={p.fileId} proof={p} reasons={data.reasons} onDone={done} />
      ))}
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
