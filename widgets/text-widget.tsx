/** A one-line text field: label, `*` when required, its error under it (Mantine TextInput). */
import '@mantine/core/styles/Input.css';
import { TextInput } from '@mantine/core';
import { getInputProps, type RJSFSchema } from '@rjsf/utils';
import type { FormData } from '../src/shared/forms/types';
import { asText, firstError, labelOf, messageProps, type FormWidgetProps } from './support';
import { useFocusScroll } from './use-focus-scroll';

/** `inputMode` picks the keyboard; `clean` is what the field keeps of what was typed. */
export function TextWidget(props: FormWidgetProps & { clean?: (v: string) => string }) {
  const scroll = useFocusScroll();
  const { id, clean = (v: string) => v } = props;
  const maxLength = props.options.maxDigits as number | undefined;
  return (
    <TextInput
      {...getInputProps<FormData, RJSFSchema>(props.schema, 'text', props.options)}
      id={id}
      name={props.htmlName || id}
      label={labelOf(props)}
      required={props.required}
      disabled={props.disabled || props.readonly}
      autoFocus={props.autofocus}
      placeholder={props.placeholder}
      value={asText(props.value)}
      inputMode={props.inputMode}
      maxLength={maxLength}
      autoComplete="off"
      error={firstError(props.rawErrors)}
      {...messageProps(id)}
      onChange={(e) => props.onChange(clean(e.currentTarget.value) || undefined)}
      onBlur={(e) => props.onBlur(id, e.currentTarget.value)}
      onFocus={(e) => {
        scroll(e.currentTarget);
        props.onFocus(id, e.currentTarget.value);
      }}
    />
  );
}
