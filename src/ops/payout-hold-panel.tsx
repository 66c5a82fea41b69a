/**
 * A payout the SIM check held (decision 0053): why, on which number, who checked it, and the
 * release: a member's words, then a different member's, before the money moves.
 */
import { Alert, Button, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { opsApi } from './api';
import { failureSaid, said, useSay, type Said } from './said';
import { useOpsData } from './use-ops-data';
import { useOpsT } from './use-ops-t';

interface HoldView {
  held: boolean;
  answer?: string;
  account?: string;
  heldAt?: string;
  checkedBy?: number | null;
  checkedReason?: string | null;
  releasedBy?: number | null;
  releasedReason?: string | null;
  releasedAt?: string | null;
}

export function PayoutHoldPanel({ orderNo, onDone }: { orderNo: string; onDone: () => void }) {
  const { t } = useOpsT();
  const path = `/orders/${encodeURIComponent(orderNo)}/payout-hold`;
  const { data, mutate } = useOpsData<HoldView>(path);
  const [reason, setReason] = useState('');
  const [message, setMessage] = useState<Said | null>(null);
  const say = useSay();
  if (!data?.answer) return null;
  const release = () =>
    void opsApi<{ step: string }>(`${path}/release`, { reason }).then(
      (r) => {
        setMessage(said(`payoutHold.${r.step === 'released' ? 'released' : 'checked'}`));
        setReason('');
        void mutate();
        onDone();
      },
      (err: unknown) => setMessage(failureSaid(err)),
    );
  return (
    <Stack gap="xs" data-testid="payout-hold">
      <Title order={3}>{t('payoutHold.heading')}</Title>
      <Alert color={data.held ? 'yellow' : 'gray'}>
        {t(`payoutHold.answer.${data.answer}`, { account: data.account })}
      </Alert>
      {data.checkedBy != null && (
        <Text size="sm">
          {t('payoutHold.checkedBy', { id: data.checkedBy, reason: data.checkedReason })}
        </Text>
      )}
      {data.releasedAt && (
        <Text size="sm">
          {t('payoutHold.releasedBy', { id: data.releasedBy, reason: data.releasedReason })}
        </Text>
      )}
      {data.held && (
        <Group gap="xs" align="end">
          <TextInput
            label={t('payoutHold.reason')}
            value={reason}
            onChange={(e) => setReason(e.currentTarget.value)}
          />
          <Button disabled={!reason.trim()} onClick={release}>
            {t(data.checkedBy == null ? 'payoutHold.check' : 'payoutHold.release')}
          </Button>
        </Group>
      )}
      {message && <Text role="status">{say(message)}</Text>}
    </Stack>
  );
}
