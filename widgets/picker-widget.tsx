/**
 * An option field (education, region, district…): a field-looking button showing the choice; tapping
 * opens the bottom sheet of the options the rules offer. Label, `*` and error as a text field.
 */
import '@mantine/core/styles/Input.css';
import { Input } from '@mantine/core';
import { ariaDescribedByIds } from '@rjsf/utils';
import { useTranslation } from 'react-i18next';
import { PickerField } from './picker-field';
import {
  asText,
  firstError,
  labelOf,
  offeredOptions,
  wrapperProps,
  type FormWidgetProps,
} from './support';
import { useTappedChoice } from './use-tapped-choice';

export function PickerWidget(props: FormWidgetProps & { columns?: number }) {
  const { t } = useTranslation('forms');
  const options = offeredOptions(props.options);
  const { shown, choose } = useTappedChoice(asText(props.value), props.onChange, (held) =>
    props.onBlur(props.id, held),
  );
  const error = firstError(props.rawErrors);
  return (
    <Input.Wrapper
      {...wrapperProps(props, error)}
      // The wrapper gives its id to the button inside: without it the button gets a generated one,
      // and the form cannot focus this field when its error is the first (it stayed on Next).
      id={props.id}
    >
      <PickerField
        id={props.id}
        title={labelOf(props) ?? ''}
        options={options}
        value={shown}
        placeholder={t(options.length === 0 ? 'engine.noOptions' : 'engine.choose')}
        error={Boolean(error)}
        describedBy={error ? ariaDescribedByIds(props.id) : undefined}
        disabled={props.disabled}
        search={Boolean(props.options.search)}
        columns={props.columns}
        onPick={choose}
        onDismiss={() => props.onBlur(props.id, shown)}
      />
    </Input.Wrapper>
  );
}
