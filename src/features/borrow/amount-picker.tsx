/** The loan amount: − / + through the offered steps, and a slider over the same steps. */
import '@mantine/core/styles/Slider.css';
import '@mantine/core/styles/ActionIcon.css';
import { ActionIcon, Group, Slider, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../shared/format';
import { stepIndex } from './amount-steps';

interface Props {
  amounts: readonly number[];
  index: number;
  currency: string;
  onChange: (amount: number) => void;
}

export function AmountPicker({ amounts, index, currency, onChange }: Props) {
  const { t } = useTranslation('borrow');
  const go = (delta: number) => {
    const next = amounts[stepIndex(amounts, index, delta)];
    if (next !== undefined) onChange(next);
  };
  const current = amounts[index] ?? 0;
  return (
    <div>
      <Text size="sm" c="dimmed">
        {t('confirm.amount')}
      </Text>
      <Group justify="space-between" wrap="nowrap" my="xs">
        <ActionIcon
          size={44}
          radius="xl"
          variant="light"
          onClick={() => go(-1)}
          disabled={index <= 0}
          aria-label={t('confirm.less')}
        >
          −
        </ActionIcon>
        <Text fz={28} fw={700} aria-live="polite">
          {`${currency} ${formatMoney(current)}`}
        </Text>
        <ActionIcon
          size={44}
          radius="xl"
          variant="light"
          onClick={() => go(1)}
          disabled={index >= amounts.length - 1}
          aria-label={t('confirm.more')}
        >
          +
        </ActionIcon>
      </Group>
      {amounts.length > 1 && (
        <Slider
          min={0}
          max={amounts.length - 1}
          step={1}
          value={Math.max(0, index)}
          onChange={(i) => onChange(amounts[i] ?? current)}
          label={(i) => formatMoney(amounts[i] ?? 0)}
          thumbLabel={t('confirm.amount')}
          // Screen readers read the amount (60,000), not the step index (59).
          thumbValueText={(i) => `${currency} ${formatMoney(amounts[i] ?? 0)}`}
        />
      )}
    </div>
  );
}
