/** Closing a borrower's request: the outcome and the written response the borrower reads. */
import { Button, NativeSelect, Stack, Textarea } from '@mantine/core';
import { useState } from 'react';
import { OpsHttpError, opsApi } from './api';
import { failureSaid, said, type Said } from './said';
import { useOpsT } from './use-ops-t';

export const OUTCOMES = ['upheld', 'rejected', 'corrected'] as const;

export function CloseRequest(props: {
  id: number;
  reference: string;
  onDone: (message: Said) => void;
}) {
  const { t } = useOpsT();
  const [outcome, setOutcome] = useState<string>(OUTCOMES[0]);
  const [response, setResponse] = useState('');
  const [busy, setBusy] = useState(false);
  const length = response.trim().length;
  async function close() {
    setBusy(true);
    try {
      await opsApi(`/rights-requests/${props.id}/close`, { outcome, response: response.trim() });
      props.onDone(said('requests.closed', { reference: props.reference }));
    } catch (err) {
      // A colleague closed it first: their answer stands, said plainly.
      const taken = err instanceof OpsHttpError && err.code === 'alreadyClosed';
      props.onDone(taken ? said('requests.alreadyClosed') : failureSaid(err));
    } finally {
      setBusy(false);
    }
  }
  return (
    <Stack gap="xs">
      <NativeSelect
        aria-label={t('requests.outcome')}
        value={outcome}
        onChange={(e) => setOutcome(e.currentTarget.value)}
        data={OUTCOMES.map((o) => ({ value: o, label: t(`requests.outcomes.${o}`) }))}
      />
      <Textarea
        aria-label={t('requests.response')}
        placeholder={t('requests.response')}
        maxLength={1000}
        rows={2}
        value={response}
        onChange={(e) => setResponse(e.currentTarget.value)}
      />
      <Button size="xs" loading={busy} disabled={length < 3} onClick={() => void close()}>
        {t('requests.close')}
      </Button>
    </Stack>
  );
}
