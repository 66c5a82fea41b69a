/**
 * The NIDA number in four digit boxes, 8-5-5-2 (§5): typing fills a box and moves on, backspace in
 * an empty box goes back, pasting a whole number splits it. Stored joined with hyphens.
 */
import '@mantine/core/styles/Input.css';
import { Group, Input, InputWrapperContext } from '@mantine/core';
import { useRef, type ClipboardEvent, type KeyboardEvent } from 'react';
import { descriptionId, errorId } from '@rjsf/utils';
import { useTranslation } from 'react-i18next';
import { asText, firstError, wrapperProps, type FormWidgetProps } from './support';
import { useFocusScroll } from './use-focus-scroll';

/** Splits digits into parts of the given lengths (extra digits dropped). */
export function splitDigits(digits: string, parts: readonly number[]): string[] {
  let rest = digits.replace(/\D/g, '');
  return parts.map((len) => {
    const part = rest.slice(0, len);
    rest = rest.slice(len);
    return part;
  });
}

export function joinParts(parts: readonly string[]): string | undefined {
  return parts.every((p) => p === '') ? undefined : parts.join('-');
}

export function NationalIdWidget(props: FormWidgetProps) {
  const { t } = useTranslation('forms');
  const scroll = useFocusScroll();
  const lengths = (props.options.parts as number[] | undefined) ?? [8, 5, 5, 2];
  const boxes = useRef<(HTMLInputElement | null)[]>([]);
  const parts = lengths.map((_, i) => asText(props.value).split('-')[i] ?? '');
  const error = firstError(props.rawErrors);
  const warning = props.options.warning as string | undefined;

  const update = (next: string[]) => props.onChange(joinParts(next));
  const onType = (i: number, typed: string) => {
    const digits = typed.replace(/\D/g, '');
    if (digits.length > (lengths[i] ?? 0)) {
      // More than fits: a paste or autofill into one box spreads over this box and the next ones.
      const spread = splitDigits(digits, lengths.slice(i));
      const next = [...parts.slice(0, i), ...spread];
      update(next);
      boxes.current[Math.min(lengths.length - 1, i + spread.filter(Boolean).length - 1)]?.focus();
      return;
    }
    const next = parts.map((p, j) => (j === i ? digits : p));
    update(next);
    if (digits.length === lengths[i] && i < lengths.length - 1) boxes.current[i + 1]?.focus();
  };
  const onKey = (i: number, e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'Backspace' && parts[i] === '' && i > 0) {
      e.preventDefault();
      boxes.current[i - 1]?.focus();
    }
  };
  const onPaste = (i: number, e: ClipboardEvent<HTMLInputElement>) => {
    const text = e.clipboardData.getData('text');
    if (text.replace(/\D/g, '').length <= (lengths[i] ?? 0)) return;
    e.preventDefault();
    onType(i, text);
  };
  const described = [error ? errorId(props.id) : '', warning ? descriptionId(props.id) : '']
    .filter(Boolean)
    .join(' ');
  return (
    <Input.Wrapper
      {...wrapperProps(props, error)}
      id={props.id}
      description={warning}
      // #b34400 on white is 5.6:1 (orange.8 was 3.6:1, below WCAG AA's 4.5:1 for small text).
      descriptionProps={{ id: descriptionId(props.id), c: '#b34400' }}
      inputWrapperOrder={['label', 'input', 'description', 'error']}
    >
      <Group gap={4} wrap="nowrap">
        {lengths.map((len, i) => (
          // Inside the wrapper, Mantine's Input takes its id and description from the wrapper, so
          // all four boxes had one id: each box gets its own (the first keeps the field's id).
          <InputWrapperContext
            key={i}
            value={{
              // As the wrapper would: the label above, the warning and error below.
              offsetTop: true,
              offsetBottom: Boolean(error || warning),
              getStyles: null,
              labelId: undefined,
              inputId: i === 0 ? props.id : `${props.id}-${i}`,
              describedBy: described || undefined,
            }}
          >
            <Input
              key={i}
              size="lg"
              id={i === 0 ? props.id : `${props.id}-${i}`}
              ref={(el: HTMLInputElement | null) => {
                boxes.current[i] = el;
              }}
              aria-label={t('engine.idPart', { part: i + 1, count: lengths.length })}
              aria-describedby={described || undefined}
              aria-invalid={Boolean(error)}
              error={Boolean(error)}
              inputMode="numeric"
              autoComplete="off"
              value={parts[i]}
              // One digit of room more per box, so the short last part (2 digits) is never clipped.
              style={{ flex: len + 1 }}
              styles={{ input: { paddingInline: 6, textAlign: 'center' } }}
              onChange={(e) => onType(i, e.currentTarget.value)}
              onKeyDown={(e) => onKey(i, e)}
              onPaste={(e) => onPaste(i, e)}
              onFocus={(e) => scroll(e.currentTarget)}
              onBlur={() => i === lengths.length - 1 && props.onBlur(props.id, asText(props.value))}
            />
          </InputWrapperContext>
        ))}
      </Group>
    </Input.Wrapper>
  );
}
