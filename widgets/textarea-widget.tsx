/** A multi-line field (address): label, `*`, error, two rows. */
import '@mantine/core/styles/Input.css';
import { Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { asText, firstError, titleText, type FormWidgetProps } from './support';
import { useFocusScroll } from './use-focus-scroll';

export function TextareaWidget(props: FormWidgetProps) {
  const { t } = useTranslation('forms');
  const scroll = useFocusScroll();
  return (
    <Textarea
      size="lg"
      id={props.id}
      label={titleText(t, props.label)}
      required={props.required}
      value={asText(props.value)}
      rows={2}
      error={firstError(props.rawErrors)}
      onChange={(e) => props.onChange(e.currentTarget.value || undefined)}
      onBlur={(e) => props.onBlur(props.id, e.currentTarget.value)}
      onFocus={(e) => {
        scroll(e.currentTarget);
        props.onFocus(props.id, e.currentTarget.value);
      }}
    />
  );
}
