/**
 * One loan's contacts, newest first, and for a collector the form to record one: the outcome, a
 * note, for a promise its amount and day, and a message to send picked from the templates. The
 * server refuses a contact the law bars (quiet hours, do-not-contact, another number) and a message
 * that is not a template's; the panel says which in words.
 */
import {
  Alert,
  Button,
  Group,
  NativeSelect,
  NumberInput,
  Stack,
  Table,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import { OpsHttpError, opsApi } from './api';
import { failureSaid, said, useSay, type Said } from './said';
import { SummaryCard } from './borrower-summary';
import { localTime, promiseText } from './collections-promise';
import { MessagePicker } from './collections-message';
import { OUTCOMES, type ChosenMessage, type ContactHistory } from './collections-types';
import { useOpsData } from './use-ops-data';
import { useOpsT } from './use-ops-t';
import { DayField } from './day-field';

/** Refusals the panel words itself (the rest read as a failure with their code). */
const KNOWN = [
  'badInput',
  'badAmount',
  'badDate',
  'assignedToOther',
  'doNotContact',
  'outsideContactHours',
  'notBorrowersNumber',
  'badTemplate',
];

/** The hours with their zone as a place ('Dar es Salaam'), not its key ('Africa/Dar_es_Salaam'). */
const hoursWords = (hours: ContactHistory['contactHours']) => ({
  ...hours,
  timeZone: (hours.timeZone.split('/').pop() ?? hours.timeZone).replace(/_/g, ' '),
});

export function ContactPanel(props: { orderNo: string; canContact: boolean; onDone: () => void }) {
  const { t } = useOpsT();
  const path = `/collections/loans/${encodeURIComponent(props.orderNo)}/contacts`;
  const { data, mutate } = useOpsData<ContactHistory>(path);
  const [outcome, setOutcome] = useState<string>(OUTCOMES[0]);
  const [note, setNote] = useState('');
  const [amount, setAmount] = useState<number | string>('');
  const [date, setDate] = useState('');
  const [message, setMessage] = useState<ChosenMessage | null>(null);
  const [notice, setNotice] = useState<{ ok: boolean; said: Said } | null>(null);
  const say = useSay();
  const promised = outcome === 'promised';

  async function save() {
    const body = {
      outcome,
      note,
      ...(promised && { promiseAmount: Number(amount), promiseDate: date }),
      ...(message && { message }),
    };
    try {
      await opsApi(path, body);
      setNotice({
        ok: true,
        said: said(message ? 'collections.messageSent' : 'collections.saved'),
      });
      setNote('');
      setMessage(null);
      void mutate();
      props.onDone();
    } catch (err) {
      const known = err instanceof OpsHttpError && KNOWN.includes(err.code);
      const hours = data?.contactHours;
      // A refusal for the hours says which hours are allowed, so the collector knows when to call.
      const when =
        hours && err instanceof OpsHttpError && err.code === 'outsideContactHours'
          ? said('collections.contactHours', hoursWords(hours))
          : undefined;
      setNotice({
        ok: false,
        said: known ? said(`collections.refused.${err.code}`, undefined, when) : failureSaid(err),
      });
    }
  }

  return (
    <Stack>
      <SummaryCard of={{ orderNo: props.orderNo }} narrow />
      <Title order={3}>{t('collections.contactsOf', { orderNo: props.orderNo })}</Title>
      {data && (
        <Text size="sm">{t('collections.contactHours', hoursWords(data.contactHours))}</Text>
      )}
      {data?.noContact && <Alert color="red">{t('collections.noContactWhy')}</Alert>}
      {props.canContact && data && !data.noContact && (
        <Stack>
          <NativeSelect
            label={t('collections.outcome')}
            value={outcome}
            onChange={(e) => setOutcome(e.currentTarget.value)}
            data={OUTCOMES.map((o) => ({ value: o, label: t(`collections.outcomes.${o}`) }))}
          />
          <Textarea
            label={t('collections.note')}
            value={note}
            onChange={(e) => setNote(e.currentTarget.value)}
          />
          {promised && (
            <Group>
              <NumberInput
                label={t('collections.promiseAmount')}
                value={amount}
                onChange={setAmount}
                thousandSeparator=","
                min={1}
              />
              <DayField label={t('collections.promiseDate')} value={date} onChange={setDate} />
            </Group>
          )}
          <MessagePicker templates={data.templates} value={message} onChange={setMessage} />
          <Group>
            <Button onClick={() => void save()}>{t('collections.save')}</Button>
          </Group>
        </Stack>
      )}
      {notice && <Alert color={notice.ok ? 'green' : 'red'}>{say(notice.said)}</Alert>}
      <Table>
        <Table.Tbody>
          {data?.rows.map((r) => (
            <Table.Tr key={r.id}>
              <Table.Td>{localTime(r.at, data.country)}</Table.Td>
              <Table.Td>{t(`collections.outcomes.${r.outcome}`)}</Table.Td>
              <Table.Td>{r.note}</Table.Td>
              <Table.Td>
                {r.promiseAmount !== null &&
                  r.promiseDate !== null &&
                  r.promiseState !== null &&
                  promiseText(
                    t,
                    { amount: r.promiseAmount, date: r.promiseDate, state: r.promiseState },
                    data.country,
                  )}
              </Table.Td>
              <Table.Td>{r.staffEmail}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Stack>
  );
}
