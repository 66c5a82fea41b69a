/**
 * What every widget shares. Widgets are RJSF widgets built as RJSF's own themes build theirs: the
 * props are RJSF's `WidgetProps`, the ids of a field's error and description come from
 * `@rjsf/utils`, and the label arrives translated (src/forms/labels.ts, through the view), so a
 * widget shows it as given. Only src/forms imports the engine itself (@rjsf/core).
 */
import { descriptionId, errorId, labelValue, type RJSFSchema, type WidgetProps } from '@rjsf/utils';
import type { FormData, OptionDef } from '../src/shared/forms/types';

export type FormWidgetProps = WidgetProps<FormData, RJSFSchema>;

/** The field's label as a widget shows it: none when the uiSchema hides it. */
export const labelOf = (props: FormWidgetProps): string | undefined =>
  labelValue(props.label || undefined, props.hideLabel);

/** The options the rules offer for this field (the engine puts them in `ui:options.offered`). */
export function offeredOptions(options: FormWidgetProps['options']): readonly OptionDef[] {
  return (options.offered as readonly OptionDef[] | undefined) ?? [];
}

export const asText = (value: unknown): string => (typeof value === 'string' ? value : '');

/** The first error of a field, as Mantine shows it under the input. */
export const firstError = (rawErrors: readonly string[] | undefined): string | undefined =>
  rawErrors?.[0];

/**
 * A field's error and description under RJSF's ids for them, which its inputs name in
 * aria-describedby (Mantine lists only the ones shown).
 */
export function messageProps(id: string) {
  return { errorProps: { id: errorId(id) }, descriptionProps: { id: descriptionId(id) } } as const;
}

/**
 * What a widget that wraps its own inputs (Input.Wrapper) passes for its label, required mark and
 * error: the error has the id the inputs name in aria-describedby and the form focuses by.
 */
export function wrapperProps(props: FormWidgetProps, error: string | undefined) {
  return {
    size: 'lg',
    label: labelOf(props),
    required: props.required,
    error,
    ...messageProps(props.id),
  } as const;
}
