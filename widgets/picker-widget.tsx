/**
 * An option field (education, region, district…): a field-looking button showing the choice; tapping
 * opens the bottom sheet of the options the rules offer. Label, `*` and error as a text field.
 */
import '@mantine/core/styles/Input.css';
import { Input } from '@mantine/core';
import { useState } from 'react';
import { ariaDescribedByIds } from '@rjsf/utils';
import { useTranslation } from 'react-i18next';
import { LazyOptionSheet, usePreloadedSheet } from './lazy-option-sheet';
import {
  asText,
  firstError,
  labelOf,
  offeredOptions,
  wrapperProps,
  type FormWidgetProps,
} from './support';

export function PickerWidget(props: FormWidgetProps & { columns?: number }) {
  const { t } = useTranslation('forms');
  const [opened, setOpened] = useState(false);
  usePreloadedSheet();
  const options = offeredOptions(props.options);
  const value = asText(props.value);
  const chosen = options.find((o) => o.const === value);
  const label = labelOf(props) ?? '';
  const error = firstError(props.rawErrors);
  const empty = options.length === 0;
  return (
    <Input.Wrapper
      {...wrapperProps(props, error)}
      // The wrapper gives its id to the button inside: without it the button gets a generated one,
      // and the form cannot focus this field when its error is the first (it stayed on Next).
      id={props.id}
    >
      <Input
        component="button"
        size="lg"
        type="button"
        id={props.id}
        pointer
        error={Boolean(error)}
        aria-describedby={error ? ariaDescribedByIds(props.id) : undefined}
        aria-haspopup="listbox"
        disabled={props.disabled}
        onClick={() => setOpened(true)}
        rightSection={<span aria-hidden="true">▾</span>}
      >
        {chosen ? (
          chosen.title
        ) : (
          <Input.Placeholder>{t(empty ? 'engine.noOptions' : 'engine.choose')}</Input.Placeholder>
        )}
      </Input>
      <LazyOptionSheet
        opened={opened}
        title={label}
        options={options}
        value={value}
        search={Boolean(props.options.search)}
        columns={props.columns}
        onPick={(v) => {
          props.onChange(v);
          setOpened(false);
          props.onBlur(props.id, v);
        }}
        onClose={() => {
          setOpened(false);
          props.onBlur(props.id, value);
        }}
      />
    </Input.Wrapper>
  );
}
