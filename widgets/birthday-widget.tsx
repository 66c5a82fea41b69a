/**
 * Date of birth (§5, §9): day, month and year pickers over the 65 years ending 18 years ago,
 * stored DD-MM-YYYY; days follow the month (February has 28, or 29 in a leap year).
 */
import '@mantine/core/styles/Input.css';
import { Group, Input, NativeSelect } from '@mantine/core';
import { useState } from 'react';
import { ariaDescribedByIds } from '@rjsf/utils';
import { useTranslation } from 'react-i18next';
import { asText, firstError, labelOf, wrapperProps, type FormWidgetProps } from './support';

const pad = (n: number) => String(n).padStart(2, '0');

export function daysIn(month: number, year: number): number {
  return new Date(Date.UTC(year || 2000, month || 1, 0)).getUTCDate();
}

/** The years offered: the newest is `minYears` ago, `spanYears` of them. */
export function birthYears(now: number, minYears: number, spanYears: number): number[] {
  const newest = new Date(now).getUTCFullYear() - minYears;
  return Array.from({ length: spanYears }, (_, i) => newest - i);
}

/**
 * The value while a chosen birthday is being changed: the parts as they stand ("-02-1995"), so the
 * fields the rules show only after a birthday (education, ID, WhatsApp, email…) stay with their
 * answers instead of being hidden and emptied; the pattern keeps it from being sent. A first
 * choice stays empty until it is complete, so those fields still wait for it (§4).
 */
export function whileEditing(
  before: unknown,
  parts: { d: string; m: string; y: string },
): string | undefined {
  const any = parts.d || parts.m || parts.y;
  return asText(before) !== '' && any ? `${parts.d}-${parts.m}-${parts.y}` : undefined;
}

export function BirthdayWidget(props: FormWidgetProps) {
  const { t } = useTranslation('forms');
  const [d0 = '', m0 = '', y0 = ''] = asText(props.value).split('-');
  const [parts, setParts] = useState({ d: d0, m: m0, y: y0 });
  // The day that no longer exists in the month or year just chosen (31 in February), said aloud.
  const [droppedDay, setDroppedDay] = useState('');
  const years = birthYears(
    Date.now(),
    Number(props.options.minYears ?? 18),
    Number(props.options.spanYears ?? 65),
  );
  const error = firstError(props.rawErrors);
  // Until a birthday is chosen, say why the fields after it are not shown yet (§4).
  const hint = droppedDay
    ? t('engine.dayDropped', { day: droppedDay })
    : !props.value && typeof props.options.hint === 'string'
      ? props.options.hint
      : undefined;
  const set = (key: 'd' | 'm' | 'y', v: string) => {
    const next = { ...parts, [key]: v };
    const dropped = next.d && Number(next.d) > daysIn(Number(next.m), Number(next.y));
    setDroppedDay(dropped ? next.d : '');
    if (dropped) next.d = '';
    setParts(next);
    const full = next.d && next.m && next.y ? `${next.d}-${next.m}-${next.y}` : undefined;
    props.onChange(full ?? whileEditing(props.value, next));
    if (full) props.onBlur(props.id, full);
  };
  const select = (key: 'd' | 'm' | 'y', label: string, values: string[], flex: number) => (
    <NativeSelect
      size="lg"
      rightSectionWidth={24}
      styles={{ input: { paddingInlineStart: 10, paddingInlineEnd: 22 } }}
      id={key === 'd' ? props.id : `${props.id}-${key}`}
      aria-label={`${labelOf(props) ?? ''}: ${label}`}
      aria-describedby={error ? ariaDescribedByIds(props.id) : undefined}
      error={Boolean(error)}
      value={parts[key]}
      style={{ flex }}
      data={[{ value: '', label }, ...values.map((v) => ({ value: v, label: v }))]}
      onChange={(e) => set(key, e.currentTarget.value)}
    />
  );
  const days = Array.from({ length: daysIn(Number(parts.m), Number(parts.y)) }, (_, i) =>
    pad(i + 1),
  );
  return (
    <Input.Wrapper
      {...wrapperProps(props, error)}
      description={hint}
      inputWrapperOrder={['label', 'input', 'description', 'error']}
    >
      <Group gap={6} wrap="nowrap">
        {select('d', t('engine.day'), days, 1)}
        {select(
          'm',
          t('engine.month'),
          Array.from({ length: 12 }, (_, i) => pad(i + 1)),
          1,
        )}
        {select('y', t('engine.year'), years.map(String), 1.4)}
      </Group>
    </Input.Wrapper>
  );
}
