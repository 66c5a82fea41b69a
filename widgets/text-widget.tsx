/** A one-line text field: label, `*` when required, its error under it (Mantine TextInput). */
import '@mantine/core/styles/Input.css';
import { TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { asText, firstError, titleText, type FormWidgetProps } from './support';
import { useFocusScroll } from './use-focus-scroll';

export function TextWidget(
  props: FormWidgetProps & {
    inputMode?: 'numeric' | 'email' | 'tel' | 'text';
    clean?: (v: string) => string;
  },
) {
  const { t } = useTranslation('forms');
  const scroll = useFocusScroll();
  const { id, clean = (v: string) => v } = props;
  const maxLength = props.options.maxDigits as number | undefined;
  return (
    <TextInput
      id={id}
      name={id}
      label={titleText(t, props.label)}
      required={props.required}
      disabled={props.disabled || props.readonly}
      value={asText(props.value)}
      inputMode={props.inputMode}
      maxLength={maxLength}
      autoComplete="off"
      error={firstError(props.rawErrors)}
      onChange={(e) => props.onChange(clean(e.currentTarget.value) || undefined)}
      onBlur={(e) => props.onBlur(id, e.currentTarget.value)}
      onFocus={(e) => {
        scroll(e.currentTarget);
        props.onFocus(id, e.currentTarget.value);
      }}
    />
  );
}
