/** The payment channels of the order: online wallet push or bill payment with a reference. */
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Radio.css';
import { Radio, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { RepaymentDetailResponse } from '../../shared/contract/types.gen';

type Channel = RepaymentDetailResponse['channels'][number];

export function ChannelList({
  channels,
  value,
  onChange,
}: {
  channels: Channel[];
  value: string;
  onChange: (id: string) => void;
}) {
  const { t } = useTranslation('repay');
  return (
    <Radio.Group value={value} onChange={onChange} label={t('cashier.channel')}>
      <Stack gap="xs" mt="xs">
        {channels.map((c) => (
          <Radio
            key={c.channelId}
            value={c.channelId}
            label={<Text fw={600}>{c.name}</Text>}
            description={t(`cashier.kind.${c.kind}`)}
          />
        ))}
      </Stack>
    </Radio.Group>
  );
}
