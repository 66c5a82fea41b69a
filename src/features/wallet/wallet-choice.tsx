/** The wallets a loan can be paid into, as radio cards with their brand names (docs/product.md §3). */
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Radio.css';
import '@mantine/core/styles/SimpleGrid.css';
import { Radio, SimpleGrid } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Wallet } from './wallet-prefix';

export function WalletChoice({
  wallets,
  value,
  onChange,
}: {
  wallets: readonly Wallet[];
  value: Wallet | null;
  onChange: (w: Wallet) => void;
}) {
  const { t } = useTranslation('wallet');
  return (
    <Radio.Group
      label={t('form.wallet')}
      value={value ?? ''}
      onChange={(v) => onChange(v as Wallet)}
    >
      <SimpleGrid cols={2} spacing="xs" mt="xs">
        {wallets.map((w) => (
          <Radio key={w} value={w} label={t(`wallets.${w}`)} />
        ))}
      </SimpleGrid>
    </Radio.Group>
  );
}
