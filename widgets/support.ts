/**
 * What every widget shares, without importing @rjsf (only src/forms does): the props the engine
 * passes (a structural subset of RJSF's WidgetProps), label translation and option lists.
 */
import type { TFunction } from 'i18next';
import type { OptionDef } from '../src/shared/forms/types';

export interface FormWidgetProps {
  readonly id: string;
  readonly value?: unknown;
  readonly label: string;
  readonly required?: boolean;
  readonly disabled?: boolean;
  readonly readonly?: boolean;
  readonly autofocus?: boolean;
  readonly placeholder?: string;
  readonly rawErrors?: string[];
  readonly options: Readonly<Record<string, unknown>>;
  /** The field's JSON Schema, as RJSF passes it (a widget may read its limits). */
  readonly schema?: { readonly pattern?: unknown; readonly maxLength?: unknown };
  readonly onChange: (value: string | undefined) => void;
  readonly onBlur: (id: string, value: string) => void;
  readonly onFocus: (id: string, value: string) => void;
}

/** A title from a form file: `forms:...` keys are translated, literal names (regions) are not. */
export function titleText(t: TFunction<'forms'>, title: string | undefined): string {
  if (!title) return '';
  // The key comes from a checked form file (every key is translated in every locale).
  return title.includes(':') ? (t as unknown as (k: string) => string)(title) : title;
}

/** The options the rules offer for this field (the engine puts them in `ui:options.offered`). */
export function offeredOptions(options: FormWidgetProps['options']): readonly OptionDef[] {
  return (options.offered as readonly OptionDef[] | undefined) ?? [];
}

export const asText = (value: unknown): string => (typeof value === 'string' ? value : '');

/** The first error of a field, as Mantine shows it under the input. */
export const firstError = (rawErrors: readonly string[] | undefined): string | undefined =>
  rawErrors?.[0];

/** Id of the element holding a field's error, for aria-describedby of multi-input widgets. */
export const errorId = (id: string) => `${id}-error`;

/**
 * What a widget that wraps its own inputs (Input.Wrapper) passes for its label, required mark and
 * error: the error has the id the inputs name in aria-describedby and the form focuses by.
 */
export function wrapperProps(label: string, props: FormWidgetProps, error: string | undefined) {
  return {
    size: 'lg',
    label,
    required: props.required,
    error,
    errorProps: { id: errorId(props.id) },
  } as const;
}
