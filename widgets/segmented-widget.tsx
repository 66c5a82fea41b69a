/** A short choice (gender, yes/no) as radio buttons in a row: one tap, no sheet. */
import '@mantine/core/styles/Radio.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Input.css';
import { Group, Radio } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { asText, firstError, offeredOptions, titleText, type FormWidgetProps } from './support';

export function SegmentedWidget(props: FormWidgetProps) {
  const { t } = useTranslation('forms');
  return (
    <Radio.Group
      size="lg"
      id={props.id}
      label={titleText(t, props.label)}
      required={props.required}
      error={firstError(props.rawErrors)}
      value={asText(props.value)}
      onChange={(v) => {
        props.onChange(v);
        props.onBlur(props.id, v);
      }}
    >
      <Group gap="lg" mt={6}>
        {offeredOptions(props.options).map((o) => (
          <Radio
            size="md"
            key={o.const}
            value={o.const}
            label={titleText(t, o.title)}
            id={`${props.id}-${o.const}`}
          />
        ))}
      </Group>
    </Radio.Group>
  );
}
