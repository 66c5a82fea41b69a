/**
 * `<SchemaForm>`: the one form engine (docs/architecture.md §5). A served form file (or several on one screen)
 * rendered by @rjsf/core with our Mantine widgets; the rules run before every render; errors are
 * translated, shown on blur and after a submit attempt, and the first one gets the focus.
 */
import Form from '@rjsf/core';
import type { ErrorSchema, RJSFSchema, UiSchema } from '@rjsf/utils';
import '@mantine/core/styles/Alert.css';
import { Alert, Button, Stack } from '@mantine/core';
import {
  startTransition,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  type FormEvent,
} from 'react';
import type { IChangeEvent } from '@rjsf/core';
import { useTranslation } from 'react-i18next';
import { WIDGETS } from '../../widgets/index';
import { whenIdle } from '../lib/idle';
import { mergeForms, type FieldError, type FormData, type LoadedForm } from '../shared/forms/index';
import { TEMPLATES } from './templates';
import { useFormState } from './use-form-state';
import { precompiledValidator } from './validator';
import { layoutSignature, viewSchema, viewUiSchema } from './view';

export interface SchemaFormProps {
  readonly forms: readonly LoadedForm[];
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
/** Never turn an option's `const` into a default value: an unanswered choice stays unanswered. */
const DEFAULTS_BEHAVIOUR = {
  constAsDefaults: 'skipOneOf',
  emptyObjectFields: 'skipDefaults',
} as const;
const NO_ERRORS: readonly FieldError[] = [];

/** Same non-empty values: what RJSF holds already matches the cleaned data. */
function sameValues(
  a: Readonly<Record<string, unknown>>,
  b: Readonly<Record<string, unknown>>,
): boolean {
  const filled = (o: Readonly<Record<string, unknown>>) =>
    Object.keys(o).filter((k) => o[k] !== undefined && o[k] !== '');
  const ka = filled(a);
  return ka.length === filled(b).length && ka.every((k) => a[k] === b[k]);
}

const FOCUSABLE = 'input, select, textarea, button';

/**
 * Focuses a field and brings it into view. A field's id may sit on a group (the radios of gender)
 * rather than on a control: then its first control takes the focus.
 */
function focusField(field: string): void {
  const el = document.getElementById(`${ID_PREFIX}${field}`);
  const control = el?.matches(FOCUSABLE) ? el : el?.querySelector<HTMLElement>(FOCUSABLE);
  (control ?? el)?.focus();
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
        validate: f.validate,
        ownerOf: () => f.form,
        has: (key: string) => i18n.exists(key),
      })),
    [forms, i18n],
  );
  const ctx = useMemo(
    () => ({ now: Date.now(), loginPhone: props.loginPhone }),
    [props.loginPhone],
  );
  const state = useFormState(
    merged,
    parts,
    props.initial ?? {},
    ctx,
    props.serverErrors ?? NO_ERRORS,
  );
  const validator = useMemo(() => precompiledValidator(parts[0]!.validate), [parts]);

  const signature = layoutSignature(state.evaluation);
  // Several forms on one screen: each starts with its own heading (work, emergency contacts).
  const sections = useMemo(
    () =>
      forms.length < 2
        ? {}
        : Object.fromEntries(
            forms.map((f) => [
              Object.keys(f.schema.properties)[0] ?? '',
              text(f.schema.title ?? ''),
            ]),
          ),
    [forms, text],
  );
  const warnings = useMemo(
    () => Object.fromEntries(state.warnings.map((w) => [w.field, text(w.key)])),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- keyed by content, not identity
    [state.warnings.map((w) => w.field + w.key).join(), i18n.language],
  );
  /* eslint-disable react-hooks/exhaustive-deps -- re-layout only when visibility or options change */
  const schema = useMemo(
    () => viewSchema(merged.schema, state.evaluation.visible),
    [merged, signature],
  );
  const uiSchema = useMemo(
    () => viewUiSchema(merged.uiSchema, state.evaluation, warnings, sections),
    [merged, signature, warnings, sections],
  );
  /* eslint-enable react-hooks/exhaustive-deps */
  const errorsKey = state.shownErrors.map((e) => `${e.field}=${e.key}`).join();
  const extraErrors = useMemo(() => {
    const out: Record<string, { __errors: string[] }> = {};
    for (const e of state.shownErrors) out[e.field] = { __errors: [text(e.key)] };
    return out as ErrorSchema<FormData>;
    // eslint-disable-next-line react-hooks/exhaustive-deps -- keyed by content, not identity
  }, [errorsKey, text]);

  // RJSF keeps what is typed itself, and the <Form> element is re-created only when another of its
  // props changes (errors, visible fields, options, the footer) or the rules changed the data (a
  // reset, a hidden or stale value dropped): any new prop makes RJSF rebuild its whole state from
  // `formData`, so it then always gets the latest data.
  const rjsfData = useRef<FormData>(state.data);
  const [rulesChanged, setRulesChanged] = useState(0);
  const latest = useRef({ state, props });
  latest.current = { state, props };
  const changedYet = useRef(false);
  // A tap or key repaints its own field with RJSF's update alone; the engine's state (rules, checks,
  // errors shown, the draft) follows as a transition, which React renders after that paint and
  // in slices, so a cheap phone does not wait for the whole form before it shows the keystroke.
  const onChange = useCallback((e: IChangeEvent<FormData>) => {
    changedYet.current = true;
    const next = e.formData ?? {};
    startTransition(() => {
      // React runs this at once; only the state updates in it wait. So the draft gets the cleaned
      // data now, not when the transition commits: a page hidden or reloaded right after a
      // keystroke still keeps it.
      const after = latest.current.state.change(next);
      latest.current.props.onChange?.(after);
      rjsfData.current = after;
      if (!sameValues(after, next)) setRulesChanged((n) => n + 1);
    });
  }, []);
  const onBlur = useCallback(
    (id: string) => startTransition(() => latest.current.state.leave(id.slice(ID_PREFIX.length))),
    [],
  );
  const onSubmit = useCallback((_: unknown, event?: FormEvent) => {
    event?.preventDefault();
    const { state: s, props: p } = latest.current;
    const errors = s.attempt();
    if (errors.length === 0) return p.onSubmit(s.data);
    const first = s.evaluation.visible.find((f) => errors.some((e) => e.field === f));
    if (first) focusField(first);
  }, []);
  const footer = useMemo(
    () => (
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
    ),
    [props.busy, props.submitLabel, props.invalidMessage, state.blocked],
  );

  // A change runs React's and RJSF's update path, which V8 compiles the first time it runs: done
  // once while the phone is idle after the first paint (the first field set to the value it
  // holds, which changes nothing), the borrower's first keystroke does not wait for that. As a
  // transition, React renders it in slices that yield to the browser, and a keystroke comes first.
  const rjsf = useRef<Form<FormData>>(null);
  const firstField = state.evaluation.visible[0];
  useEffect(
    () =>
      whenIdle(() => {
        const form = rjsf.current;
        if (!form || firstField === undefined || changedYet.current) return;
        startTransition(() =>
          form.setFieldValue(firstField, form.state.formData?.[firstField] as FormData | undefined),
        );
      }),
    [firstField],
  );

  const form = useMemo(
    () => (
      <Form<FormData>
        ref={rjsf}
        schema={schema as RJSFSchema}
        uiSchema={uiSchema as UiSchema<FormData>}
        formData={rjsfData.current}
        validator={validator}
        widgets={WIDGETS as never}
        templates={TEMPLATES}
        idPrefix="root"
        noValidate
        noHtml5Validate
        showErrorList={false}
        extraErrors={extraErrors}
        experimental_defaultFormStateBehavior={DEFAULTS_BEHAVIOUR}
        onChange={onChange}
        onBlur={onBlur}
        onSubmit={onSubmit}
      >
        {footer}
      </Form>
    ),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- rjsfData is read on purpose at these moments only
    [schema, uiSchema, extraErrors, footer, validator, onChange, onBlur, onSubmit, rulesChanged],
  );
  return form;
}
