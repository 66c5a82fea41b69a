/**
 * `<SchemaForm>`: the one form engine (DESIGN §5). A served form file (or several on one screen)
 * rendered by @rjsf/core with our Mantine widgets; the rules run before every render; errors are
 * translated, shown on blur and after a submit attempt, and the first one gets the focus.
 */
import Form from '@rjsf/core';
import type { ErrorSchema, RJSFSchema, UiSchema } from '@rjsf/utils';
import '@mantine/core/styles/Alert.css';
import { Alert, Button, Stack } from '@mantine/core';
import { useEffect, useMemo, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { WIDGETS } from '../../widgets/index';
import { loadValidator, mergeForms, type FieldError, type FormData, type ServedForm } from '../shared/forms/index';
import { TEMPLATES } from './templates';
import { useFormState } from './use-form-state';
import { precompiledValidator } from './validator';
import { layoutSignature, viewSchema, viewUiSchema } from './view';

export interface SchemaFormProps {
  readonly forms: readonly ServedForm[];
  readonly initial?: FormData;
  /** The borrower's own number: contacts may not use it (§5). */
  readonly loginPhone?: string;
  /** Field errors the server answered with (same keys as ours). */
  readonly serverErrors?: readonly FieldError[];
  readonly submitLabel: string;
  readonly busy?: boolean;
  /** Every change of the cleaned data (drafts). */
  readonly onChange?: (data: FormData) => void;
  readonly onSubmit: (data: FormData) => void;
  /** Shown under the button while a tried submit still has errors. */
  readonly invalidMessage: string;
}

const ID_PREFIX = 'root_';
const NO_ERRORS: readonly FieldError[] = [];

function focusField(field: string): void {
  const el = document.getElementById(`${ID_PREFIX}${field}`);
  el?.focus();
  el?.scrollIntoView?.({ block: 'center' });
}

export function SchemaForm(props: SchemaFormProps) {
  const { t, i18n } = useTranslation('forms');
  const text = t as unknown as (key: string) => string;
  const { forms } = props;
  const merged = useMemo(() => mergeForms(forms), [forms]);
  const parts = useMemo(
    () =>
      forms.map((f) => ({
        file: f,
        validate: loadValidator(f.validatorCode, f.validatorId),
        ownerOf: () => f.form,
        has: (key: string) => i18n.exists(key),
      })),
    [forms, i18n],
  );
  const ctx = useMemo(() => ({ now: Date.now(), loginPhone: props.loginPhone }), [props.loginPhone]);
  const state = useFormState(merged, parts, props.initial ?? {}, ctx, props.serverErrors ?? NO_ERRORS);
  const validator = useMemo(() => precompiledValidator(parts[0]!.validate), [parts]);

  const { onChange } = props;
  useEffect(() => onChange?.(state.data), [onChange, state.data]);

  const signature = layoutSignature(state.evaluation);
  // Several forms on one screen: each starts with its own heading (work, emergency contacts).
  const sections = useMemo(
    () =>
      forms.length < 2
        ? {}
        : Object.fromEntries(
            forms.map((f) => [Object.keys(f.schema.properties)[0] ?? '', text(f.schema.title ?? '')]),
          ),
    [forms, text],
  );
  const warnings = useMemo(
    () => Object.fromEntries(state.warnings.map((w) => [w.field, text(w.key)])),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- keyed by content, not identity
    [state.warnings.map((w) => w.field + w.key).join(), i18n.language],
  );
  /* eslint-disable react-hooks/exhaustive-deps -- re-layout only when visibility or options change */
  const schema = useMemo(() => viewSchema(merged.schema, state.evaluation.visible), [merged, signature]);
  const uiSchema = useMemo(
    () => viewUiSchema(merged.uiSchema, state.evaluation, warnings, sections),
    [merged, signature, warnings, sections],
  );
  /* eslint-enable react-hooks/exhaustive-deps */
  const extraErrors = useMemo(() => {
    const out: Record<string, { __errors: string[] }> = {};
    for (const e of state.shownErrors) out[e.field] = { __errors: [text(e.key)] };
    return out as ErrorSchema<FormData>;
  }, [state.shownErrors, text]);

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    const errors = state.attempt();
    if (errors.length === 0) return props.onSubmit(state.data);
    const first = state.evaluation.visible.find((f) => errors.some((e) => e.field === f));
    if (first) focusField(first);
  };

  return (
    <Form<FormData>
      schema={schema as RJSFSchema}
      uiSchema={uiSchema as UiSchema<FormData>}
      formData={state.data}
      validator={validator}
      widgets={WIDGETS as never}
      templates={TEMPLATES}
      idPrefix="root"
      noValidate
      noHtml5Validate
      showErrorList={false}
      extraErrors={extraErrors}
      experimental_defaultFormStateBehavior={{ constAsDefaults: 'skipOneOf', emptyObjectFields: 'skipDefaults' }}
      onChange={(e) => state.change(e.formData ?? {})}
      onBlur={(id) => state.leave(id.slice(ID_PREFIX.length))}
      onSubmit={(_, event) => submit(event)}
    >
      <Stack mt="lg">
        <Button type="submit" fullWidth size="md" loading={props.busy}>
          {props.submitLabel}
        </Button>
        {state.blocked && (
          <Alert color="red" role="alert">
            {props.invalidMessage}
          </Alert>
        )}
      </Stack>
    </Form>
  );
}
