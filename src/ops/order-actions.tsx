/**
 * The money operations on one order, each offered only to a role that may take it: a penalty
 * waiver (amount and reason), a write-off and a refund of the overpayment (reason each). The
 * server books, refuses or answers a repeat; the page shows what it said and reloads the order.
 */
import { Alert, Button, Group, NumberInput, Stack, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { opsApi } from './api';
import { refusalSaid, said, useSay, type Said } from './said';
import type { Me } from './types';
import { useOpsData } from './use-ops-data';
import { useOpsT } from './use-ops-t';
import { moneyText } from './money-words';

/** Refusals the page words itself (the rest read as a failure with their code). */
const KNOWN = [
  'badInput',
  'notOpen',
  'noCredit',
  'noPaymentMethod',
  'noRail',
  'overCap',
  'overOwed',
  'walletCoolingOff',
];

type Operation = 'waiver' | 'write-off' | 'refund';
interface Waiting {
  requestId: number;
  amount: number;
}
const ACTION: Readonly<Record<Operation, string>> = {
  waiver: 'waiver.post',
  'write-off': 'writeoff.post',
  refund: 'refund.post',
};

export function OrderActions({
  orderNo,
  country,
  onDone,
}: {
  orderNo: string;
  /** The loan's country: the currency its amounts are told in. */
  country?: string;
  onDone: () => void;
}) {
  const { t } = useOpsT();
  const { data: me } = useOpsData<Me>('/me');
  const [reason, setReason] = useState('');
  const [amount, setAmount] = useState<number | string>('');
  const [notice, setNotice] = useState<{ ok: boolean; said: Said } | null>(null);
  const say = useSay();
  const offered = (Object.keys(ACTION) as Operation[]).filter((op) =>
    me?.actions.includes(ACTION[op]),
  );
  if (offered.length === 0) return null;

  async function run(op: Operation) {
    const body = op === 'waiver' ? { amount, reason } : { reason };
    try {
      const answer = await opsApi<Record<string, number | boolean> & { waiting?: Waiting }>(
        `/orders/${encodeURIComponent(orderNo)}/${op}`,
        body,
      );
      // Above the member's limit nothing is booked: the request waits for a checker.
      const { waiting, ...r } = answer;
      const key = op === 'write-off' && r.repeated ? 'repeated' : 'done';
      // Amounts with the currency and separators (TZS 10,000), in English and Kiswahili alike.
      const shown = Object.fromEntries(
        Object.entries(waiting ?? r).map(([k, v]) => [
          k,
          typeof v === 'number' && k !== 'requestId' ? moneyText(v, country) : v,
        ]),
      );
      setNotice({ ok: true, said: said(waiting ? 'money.waiting' : `money.${op}.${key}`, shown) });
      setReason('');
      onDone();
    } catch (err) {
      setNotice({ ok: false, said: refusalSaid(err, 'money.error', KNOWN) });
    }
  }

  const noReason = reason.trim() === '';
  return (
    <Stack gap="xs">
      <Title order={3}>{t('money.heading')}</Title>
      {notice && (
        <Alert role="status" color={notice.ok ? 'green' : 'red'}>
          {say(notice.said)}
        </Alert>
      )}
      <Group align="end">
        <TextInput
          label={t('money.reason')}
          value={reason}
          onChange={(e) => setReason(e.currentTarget.value)}
          maxLength={500}
          w={320}
        />
        {offered.includes('waiver') && (
          <>
            <NumberInput
              label={t('money.waiver.amount')}
              value={amount}
              onChange={setAmount}
              min={1}
              w={160}
            />
            <Button
              variant="light"
              disabled={noReason || typeof amount !== 'number'}
              onClick={() => void run('waiver')}
            >
              {t('money.waiver.button')}
            </Button>
          </>
        )}
        {offered.includes('refund') && (
          <Button variant="light" disabled={noReason} onClick={() => void run('refund')}>
            {t('money.refund.button')}
          </Button>
        )}
        {offered.includes('write-off') && (
          <Button
            color="red"
            disabled={noReason}
            onClick={() => {
              if (window.confirm(t('money.write-off.confirm', { orderNo }))) void run('write-off');
            }}
          >
            {t('money.write-off.button')}
          </Button>
        )}
      </Group>
    </Stack>
  );
}
