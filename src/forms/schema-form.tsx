/**
 * `<SchemaForm>`: the one form engine (docs/architecture.md §5). A served form file (or several on one screen)
 * rendered by @rjsf/core with our Mantine widgets; the rules run before every render; errors are
 * translated, shown on blur and after a submit attempt, and the first one gets the focus. What it
 * says to RJSF and the engine is `useSchemaForm` (use-schema-form.ts); this file only draws.
 */
import Form from '@rjsf/core';
import '@mantine/core/styles/Alert.css';
import { Alert, Button, Stack } from '@mantine/core';
import { memo, useMemo, type ReactNode } from 'react';
import { WIDGETS } from '../../widgets/index';
import type { FormData } from '../shared/forms/index';
import { TEMPLATES } from './templates';
import { useSchemaForm, type SchemaFormInput, type SchemaFormModel } from './use-schema-form';

export interface SchemaFormProps extends SchemaFormInput {
  readonly submitLabel: string;
  readonly busy?: boolean;
  /** Shown under the button while a tried submit still has errors. */
  readonly invalidMessage: string;
}

/** Never turn an option's `const` into a default value: an unanswered choice stays unanswered. */
const DEFAULTS_BEHAVIOUR = {
  constAsDefaults: 'skipOneOf',
  emptyObjectFields: 'skipDefaults',
} as const;

type RjsfProps = Omit<SchemaFormModel, 'blocked'> & { readonly children: ReactNode };

/**
 * RJSF's form, drawn again only when one of its props changes (memo): a keystroke RJSF already
 * shows itself re-renders nothing here. `dataVersion` is not read: its change (the rules changed
 * the data) is what makes RJSF take `data` again.
 */
const RjsfForm = memo(function RjsfForm(props: RjsfProps) {
  return (
    <Form<FormData>
      ref={props.formRef}
      schema={props.schema}
      uiSchema={props.uiSchema}
      formData={props.data.current}
      validator={props.validator}
      widgets={WIDGETS}
      templates={TEMPLATES}
      idPrefix="root"
      noValidate
      noHtml5Validate
      showErrorList={false}
      extraErrors={props.extraErrors}
      experimental_defaultFormStateBehavior={DEFAULTS_BEHAVIOUR}
      onChange={props.onChange}
      onBlur={props.onBlur}
      onSubmit={props.onSubmit}
    >
      {props.children}
    </Form>
  );
});

export function SchemaForm(props: SchemaFormProps) {
  const { blocked, ...form } = useSchemaForm(props);
  const footer = useMemo(
    () => (
      <Stack mt="lg">
        <Button type="submit" fullWidth size="md" loading={props.busy}>
          {props.submitLabel}
        </Button>
        {blocked && (
          <Alert color="red" role="alert">
            {props.invalidMessage}
          </Alert>
        )}
      </Stack>
    ),
    [props.busy, props.submitLabel, props.invalidMessage, blocked],
  );
  return <RjsfForm {...form}>{footer}</RjsfForm>;
}
