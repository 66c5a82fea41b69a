/**
 * Files a dispute of a loan's bureau data, a complaint or a request for a copy of one's data; a
 * dispute names the loan, since that loan is held out of the bureau files until it is resolved.
 */
import '@mantine/core/styles/Input.css';
import { Button, NativeSelect, Stack, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../../lib/api/call';
import { useQuery } from '../../lib/api/use-query';
import { useErrorText } from '../../lib/use-error-text';
import type { RightsRequestCreateRequest } from '../../shared/contract/types.gen';

type Kind = RightsRequestCreateRequest['kind'];
const KINDS: readonly Kind[] = ['complaint', 'dispute', 'access'];
const LOANS = { page: 1, pageSize: 50 };

export function RequestForm({ onFiled }: { onFiled: () => void }) {
  const { t } = useTranslation('me');
  const errorText = useErrorText();
  const [kind, setKind] = useState<Kind>('complaint');
  const [orderNo, setOrderNo] = useState('');
  const [body, setBody] = useState('');
  const [error, setError] = useState<string>();
  const [sending, setSending] = useState(false);
  const loans = useQuery('loanMarketLendingRecord', kind === 'dispute' ? LOANS : null);

  async function send() {
    setSending(true);
    setError(undefined);
    try {
      await call('rightsRequestCreate', { kind, body, ...(orderNo ? { orderNo } : {}) });
      setBody('');
      onFiled();
    } catch (err) {
      setError(errorText(err));
    } finally {
      setSending(false);
    }
  }

  return (
    <Stack gap="sm">
      <NativeSelect
        label={t('requests.kind')}
        value={kind}
        onChange={(e) => setKind(e.currentTarget.value as Kind)}
        data={KINDS.map((k) => ({ value: k, label: t(`requests.kinds.${k}`) }))}
      />
      {kind === 'dispute' && (
        <NativeSelect
          label={t('requests.loan')}
          value={orderNo}
          onChange={(e) => setOrderNo(e.currentTarget.value)}
          data={[
            { value: '', label: t('requests.chooseLoan') },
            ...(loans.data?.list ?? []).map((o) => ({ value: o.orderNo, label: o.orderNo })),
          ]}
        />
      )}
      <Textarea
        label={t('requests.body')}
        value={body}
        maxLength={1000}
        rows={4}
        onChange={(e) => setBody(e.currentTarget.value)}
        error={error}
      />
      <Button onClick={() => void send()} loading={sending}>
        {t('requests.send')}
      </Button>
    </Stack>
  );
}
