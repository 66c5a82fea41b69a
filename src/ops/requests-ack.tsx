/**
 * The acknowledgement step of a borrower's request (0026): the date it must be acknowledged by
 * (country data) with a button, or the day it was acknowledged.
 */
import { Badge, Button, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { opsApi } from './api';
import { failureSaid, said, type Said } from './said';
import type { RightsRequestRow } from './types';
import { useOpsT } from './use-ops-t';

const day = (iso: string) => iso.slice(0, 10);

export function AcknowledgeRequest(props: {
  r: RightsRequestRow;
  onDone: (message: Said) => void;
}) {
  const { t } = useOpsT();
  const { r } = props;
  const [busy, setBusy] = useState(false);
  if (r.acknowledgedAt)
    return <Text size="sm">{t('requests.acknowledgedOn', { date: day(r.acknowledgedAt) })}</Text>;
  if (r.closedAt) return <Text size="sm">–</Text>;
  const late = Date.parse(r.ackDueAt) < Date.now();
  async function acknowledge() {
    setBusy(true);
    try {
      await opsApi(`/rights-requests/${r.id}/acknowledge`, {});
      props.onDone(said('requests.acknowledged', { reference: r.reference }));
    } catch (err) {
      props.onDone(failureSaid(err));
    } finally {
      setBusy(false);
    }
  }
  return (
    <Stack gap={4}>
      {late ? (
        <Badge color="red">{t('requests.ackBy', { date: day(r.ackDueAt) })}</Badge>
      ) : (
        <Text size="sm">{t('requests.ackBy', { date: day(r.ackDueAt) })}</Text>
      )}
      <Button size="xs" variant="light" loading={busy} onClick={() => void acknowledge()}>
        {t('requests.acknowledge')}
      </Button>
    </Stack>
  );
}
