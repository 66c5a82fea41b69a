/** A short choice (gender, yes/no) as radio buttons in a row: one tap, no sheet. */
import '@mantine/core/styles/Radio.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Input.css';
import { Group, Radio } from '@mantine/core';
import {
  enumOptionsIndexForValue,
  enumOptionsValueForIndex,
  optionId,
  type EnumOptionsType,
  type RJSFSchema,
} from '@rjsf/utils';
import { firstError, labelOf, messageProps, offeredOptions, type FormWidgetProps } from './support';
import { useTappedChoice } from './use-tapped-choice';

export function SegmentedWidget(props: FormWidgetProps) {
  // The options the rules offer, as RJSF's enum options (the schema's own list is not handed on).
  const choices: EnumOptionsType<RJSFSchema>[] = offeredOptions(props.options).map((o) => ({
    value: o.const,
    label: o.title,
  }));
  const { shown, choose } = useTappedChoice<unknown>(props.value, props.onChange, (held) =>
    props.onBlur(props.id, held),
  );
  const selected = enumOptionsIndexForValue<RJSFSchema>(shown, choices);
  const pick = (index: string) =>
    choose(enumOptionsValueForIndex<RJSFSchema>(index, choices) as string | undefined);
  return (
    <Radio.Group
      size="lg"
      id={props.id}
      name={props.htmlName || props.id}
      label={labelOf(props)}
      required={props.required}
      error={firstError(props.rawErrors)}
      {...messageProps(props.id)}
      value={typeof selected === 'string' ? selected : null}
      onChange={pick}
    >
      <Group gap="lg" mt={6}>
        {choices.map((o, i) => (
          <Radio
            size="md"
            key={o.value}
            value={String(i)}
            label={o.label}
            id={optionId(props.id, i)}
          />
        ))}
      </Group>
    </Radio.Group>
  );
}
