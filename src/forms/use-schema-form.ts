/**
 * Everything `<SchemaForm>` says to RJSF and the engine: the state (use-form-state.ts), the
 * validator, the rules' layout turned into RJSF's schema and uiSchema, the errors shown, and the
 * change, blur and submit handlers. The render (schema-form.tsx) only draws what this returns.
 */
import type Form from '@rjsf/core';
import type { IChangeEvent } from '@rjsf/core';
import type { ErrorSchema, RJSFSchema, UiSchema } from '@rjsf/utils';
import { startTransition, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { FormEvent, RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { whenIdle } from '../lib/idle';
import { mergeForms, type FieldError, type FormData, type LoadedForm } from '../shared/forms/index';
import { labelOf } from './labels';
import { useFormState } from './use-form-state';
import { useHeld } from './use-held';
import { precompiledValidator } from './validator';
import { layoutSignature, viewSchema, viewUiSchema } from './view';

export interface SchemaFormInput {
  readonly forms: readonly LoadedForm[];
  readonly initial?: FormData;
  /** The borrower's own number: contacts may not use it (§5). */
  readonly loginPhone?: string;
  /** Field errors the server answered with (same keys as ours). */
  readonly serverErrors?: readonly FieldError[];
  /** Every change of the cleaned data (drafts). */
  readonly onChange?: (data: FormData) => void;
  readonly onSubmit: (data: FormData) => void;
}

export interface SchemaFormModel {
  readonly schema: RJSFSchema;
  readonly uiSchema: UiSchema<FormData>;
  readonly validator: ReturnType<typeof precompiledValidator>;
  readonly extraErrors: ErrorSchema<FormData>;
  /**
   * The data RJSF takes whenever its form is given new props: always the latest cleaned data,
   * read at that moment (RJSF keeps what is typed itself in between).
   */
  readonly data: RefObject<FormData>;
  /** Changes when the rules changed the data (a reset, a hidden or stale value dropped). */
  readonly dataVersion: number;
  readonly formRef: RefObject<Form<FormData> | null>;
  /** A submit was tried and errors remain. */
  readonly blocked: boolean;
  readonly onChange: (e: IChangeEvent<FormData>) => void;
  readonly onBlur: (id: string) => void;
  readonly onSubmit: (_: unknown, event?: FormEvent) => void;
}

const ID_PREFIX = 'root_';
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

const errorsKey = (list: readonly FieldError[]) => list.map((e) => `${e.field}=${e.key}`).join();

export function useSchemaForm(input: SchemaFormInput): SchemaFormModel {
  const { t, i18n } = useTranslation('forms');
  const label = useMemo(() => labelOf(t), [t]);
  // Messages are keys of the checked catalogue (src/shared/forms/messages.ts).
  const message = useMemo(() => t as unknown as (key: string) => string, [t]);
  const { forms } = input;
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
    () => ({ now: Date.now(), loginPhone: input.loginPhone }),
    [input.loginPhone],
  );
  const state = useFormState(
    merged,
    parts,
    input.initial ?? {},
    ctx,
    input.serverErrors ?? NO_ERRORS,
  );
  const validator = useMemo(() => precompiledValidator(parts[0]!.validate), [parts]);

  // RJSF re-lays the form out only when the visible fields or their options change, not on every
  // keystroke: the rules' result is held while its signature stays the same.
  const layout = useHeld(state.evaluation, [layoutSignature(state.evaluation), merged]);
  // Several forms on one screen: each starts with its own heading (work, emergency contacts).
  const sections = useMemo(
    () =>
      forms.length < 2
        ? {}
        : Object.fromEntries(
            forms.map((f) => [Object.keys(f.schema.properties)[0] ?? '', label(f.schema.title)]),
          ),
    [forms, label],
  );
  const heldWarnings = useHeld(state.warnings, [errorsKey(state.warnings)]);
  const warnings = useMemo(
    () => Object.fromEntries(heldWarnings.map((w) => [w.field, message(w.key)])),
    [heldWarnings, message],
  );
  const schema = useMemo(
    () => viewSchema(merged.schema, layout.visible, label) as RJSFSchema,
    [merged, layout, label],
  );
  const uiSchema = useMemo(
    () => viewUiSchema(merged.uiSchema, layout, warnings, sections, label) as UiSchema<FormData>,
    [merged, layout, warnings, sections, label],
  );
  const shownErrors = useHeld(state.shownErrors, [errorsKey(state.shownErrors)]);
  const extraErrors = useMemo(() => {
    const out: Record<string, { __errors: string[] }> = {};
    for (const e of shownErrors) out[e.field] = { __errors: [message(e.key)] };
    return out as ErrorSchema<FormData>;
  }, [shownErrors, message]);

  // RJSF keeps what is typed itself, and its form is given new props only when another of them
  // changes (errors, visible fields, options, the footer) or the rules changed the data: any new
  // prop makes RJSF rebuild its whole state from `formData`, so it then always gets the latest.
  const data = useRef<FormData>(state.data);
  const [dataVersion, setDataVersion] = useState(0);
  const latest = useRef({ state, input });
  latest.current = { state, input };
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
      latest.current.input.onChange?.(after);
      data.current = after;
      if (!sameValues(after, next)) setDataVersion((n) => n + 1);
    });
  }, []);
  const onBlur = useCallback(
    (id: string) => startTransition(() => latest.current.state.leave(id.slice(ID_PREFIX.length))),
    [],
  );
  const onSubmit = useCallback((_: unknown, event?: FormEvent) => {
    event?.preventDefault();
    const { state: s, input: p } = latest.current;
    const errors = s.attempt();
    if (errors.length === 0) return p.onSubmit(s.data);
    const first = s.evaluation.visible.find((f) => errors.some((e) => e.field === f));
    if (first) focusField(first);
  }, []);

  // A change runs React's and RJSF's update path, which V8 compiles the first time it runs: done
  // once while the phone is idle after the first paint (the first field set to the value it
  // holds, which changes nothing), the borrower's first keystroke does not wait for that. As a
  // transition, React renders it in slices that yield to the browser, and a keystroke comes first.
  const formRef = useRef<Form<FormData>>(null);
  const firstField = state.evaluation.visible[0];
  useEffect(
    () =>
      whenIdle(() => {
        const form = formRef.current;
        if (!form || firstField === undefined || changedYet.current) return;
        startTransition(() =>
          form.setFieldValue(firstField, form.state.formData?.[firstField] as FormData | undefined),
        );
      }),
    [firstField],
  );

  return {
    schema,
    uiSchema,
    validator,
    extraErrors,
    data,
    dataVersion,
    formRef,
    blocked: state.blocked,
    onChange,
    onBlur,
    onSubmit,
  };
}
