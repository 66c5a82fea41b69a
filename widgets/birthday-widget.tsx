/**
 * Date of birth (§5, §9): day, month and year pickers over the 65 years ending 18 years ago,
 * stored DD-MM-YYYY; days follow the month (February has 28, or 29 in a leap year). Each part is
 * an option sheet like every other picker (decision 0031): days as a calendar's seven columns,
 * months in four, years in five.
 */
import '@mantine/core/styles/Input.css';
import { Group, Input } from '@mantine/core';
import { useState } from 'react';
import { ariaDescribedByIds } from '@rjsf/utils';
import { useTranslation } from 'react-i18next';
import { PickerField } from './picker-field';
import { asText, firstError, labelOf, wrapperProps, type FormWidgetProps } from './support';
import { useTappedChoice } from './use-tapped-choice';

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
  // The parts show the tap at once; the form takes the birthday after that paint, and the field is
  // left once the form holds a whole one.
  const { choose } = useTappedChoice<string | undefined>(
    typeof props.value === 'string' ? props.value : undefined,
    props.onChange,
    (held) => {
      if (held && /^\d\d-\d\d-\d{4}$/.test(held)) props.onBlur(props.id, held);
    },
  );
  const set = (key: 'd' | 'm' | 'y', v: string) => {
    const next = { ...parts, [key]: v };
    const dropped = next.d && Number(next.d) > daysIn(Number(next.m), Number(next.y));
    setDroppedDay(dropped ? next.d : '');
    if (dropped) next.d = '';
    setParts(next);
    const full = next.d && next.m && next.y ? `${next.d}-${next.m}-${next.y}` : undefined;
    choose(full ?? whileEditing(props.value, next));
  };
  const part = (key: 'd' | 'm' | 'y', label: string, values: string[], columns: number) => (
    <PickerField
      id={key === 'd' ? props.id : `${props.id}-${key}`}
      title={`${labelOf(props) ?? ''}: ${label}`}
      // The name says the part and, once chosen, the value the button shows (WCAG 2.5.3).
      ariaLabel={`${labelOf(props) ?? ''}: ${label}${parts[key] ? `, ${parts[key]}` : ''}`}
      placeholder={label}
      options={values.map((v) => ({ const: v, title: v }))}
      value={parts[key]}
      columns={columns}
      flex={key === 'y' ? 1.4 : 1}
      compact
      error={Boolean(error)}
      describedBy={error ? ariaDescribedByIds(props.id) : undefined}
      disabled={props.disabled}
      onPick={(v) => set(key, v)}
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
        {part('d', t('engine.day'), days, 7)}
        {part(
          'm',
          t('engine.month'),
          Array.from({ length: 12 }, (_, i) => pad(i + 1)),
          4,
        )}
        {part('y', t('engine.year'), years.map(String), 5)}
      </Group>
    </Input.Wrapper>
  );
}
