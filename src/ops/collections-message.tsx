/**
 * The message picker of the contact form: a collector sends only a template, shown as the borrower
 * will read it, and fills its amount or day; the server refuses anything else.
 */
import { Group, NativeSelect, NumberInput, Stack, Text } from '@mantine/core';
import type { ChosenMessage, MessageTemplate } from './collections-types';
import { useOpsT } from './use-ops-t';
import { DayField } from './day-field';

export function MessagePicker(props: {
  templates: readonly MessageTemplate[];
  value: ChosenMessage | null;
  onChange: (value: ChosenMessage | null) => void;
}) {
  const { t } = useOpsT();
  const chosen = props.templates.find((x) => x.id === props.value?.template);
  const values = props.value?.values ?? {};
  const set = (patch: ChosenMessage['values']) =>
    props.value && props.onChange({ ...props.value, values: { ...values, ...patch } });
  return (
    <Stack gap="xs">
      <NativeSelect
        label={t('collections.message')}
        description={t('collections.messageHelp')}
        value={props.value?.template ?? ''}
        onChange={(e) => {
          const id = e.currentTarget.value;
          props.onChange(id ? { template: id, values: {} } : null);
        }}
        data={[
          { value: '', label: t('collections.noMessage') },
          ...props.templates.map((x) => ({
            value: x.id,
            label: t(`collections.templates.${x.id}`),
          })),
        ]}
      />
      {chosen && (
        <Text size="sm" c="dimmed" data-testid="message-preview">
          {chosen.text}
        </Text>
      )}
      {chosen && chosen.values.length > 0 && (
        <Group>
          {chosen.values.includes('amount') && (
            <NumberInput
              label={t('collections.messageAmount')}
              value={values.amount ?? ''}
              onChange={(v) => set({ amount: typeof v === 'number' ? v : undefined })}
              thousandSeparator=","
              min={1}
            />
          )}
          {chosen.values.includes('date') && (
            <DayField
              label={t('collections.messageDate')}
              value={values.date ?? ''}
              onChange={(day) => set({ date: day || undefined })}
            />
          )}
        </Group>
      )}
    </Stack>
  );
}
