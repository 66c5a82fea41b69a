/** A multi-line field (address): label, `*`, error, two rows. */
import '@mantine/core/styles/Input.css';
import { Textarea } from '@mantine/core';
import { asText, firstError, labelOf, messageProps, type FormWidgetProps } from './support';
import { useFocusScroll } from './use-focus-scroll';

export function TextareaWidget(props: FormWidgetProps) {
  const scroll = useFocusScroll();
  return (
    <Textarea
      size="lg"
      id={props.id}
      name={props.htmlName || props.id}
      label={labelOf(props)}
      required={props.required}
      disabled={props.disabled || props.readonly}
      value={asText(props.value)}
      rows={2}
      error={firstError(props.rawErrors)}
      {...messageProps(props.id)}
      onChange={(e) => props.onChange(e.currentTarget.value || undefined)}
      onBlur={(e) => props.onBlur(props.id, e.currentTarget.value)}
      onFocus={(e) => {
        scroll(e.currentTarget);
        props.onFocus(props.id, e.currentTarget.value);
      }}
    />
  );
}
