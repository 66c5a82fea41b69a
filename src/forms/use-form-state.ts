/**
 * The state of a schema form: data (always cleaned by the rules), which fields were left (blur),
 * whether a submit was tried, and the errors to show: a field's error shows after it was left or
 * after a submit attempt; errors of hidden fields never show; a server error shows until the field
 * changes.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { whenIdle } from '../lib/idle';
import {
  applyChange,
  checkForm,
  evaluate,
  type FieldError,
  type FormData,
  type RuleContext,
  type Validatable,
} from '../shared/forms/index';
import type { Evaluation, FormFile } from '../shared/forms/index';

export interface FormState {
  readonly data: FormData;
  readonly evaluation: Evaluation;
  readonly shownErrors: readonly FieldError[];
  readonly warnings: readonly FieldError[];
  /** A submit was tried and errors remain (the screen's banner shows until they are fixed). */
  readonly blocked: boolean;
  /** Applies what the user changed; returns the cleaned data (resets and rules applied). */
  change(next: Readonly<Record<string, unknown>>): FormData;
  leave(field: string): void;
  /** Marks every field and returns the errors (empty = ready to send). */
  attempt(): readonly FieldError[];
}

export function useFormState(
  file: FormFile,
  parts: readonly Validatable[],
  initial: FormData,
  ctx: RuleContext,
  serverErrors: readonly FieldError[],
): FormState {
  const [data, setData] = useState<FormData>(() => evaluate(file, initial).data);
  // The latest data, for a change that arrives before React re-renders.
  const current = useRef(data);
  const [left, setLeft] = useState<ReadonlySet<string>>(new Set());
  const [submitted, setSubmitted] = useState(false);
  const [changedSinceServer, setChanged] = useState<ReadonlySet<string>>(new Set());
  const evaluation = useMemo(() => evaluate(file, data), [file, data]);
  // Nothing the checks find shows before a field is left, a submit is tried or something is typed
  // (warnings need filled fields): an untouched form paints without running the validator.
  const untouched = !submitted && left.size === 0 && Object.keys(data).length === 0;
  const checks = useMemo(
    () => (untouched ? [] : parts.map((p) => checkForm(p, data, ctx))),
    [untouched, parts, data, ctx],
  );
  // The first run of the validator (V8 compiles the precompiled module's function then) happens
  // while the phone is idle after the first paint, so no keystroke waits for it.
  useEffect(
    () =>
      whenIdle(() => {
        for (const part of parts) checkForm(part, current.current, ctx);
      }),
    [parts, ctx],
  );
  const errors = useMemo(() => checks.flatMap((c) => c.errors), [checks]);
  const visible = useMemo(() => new Set(evaluation.visible), [evaluation]);
  const shownErrors = useMemo(() => {
    const own = errors.filter((e) => submitted || left.has(e.field));
    const taken = new Set(own.map((e) => e.field));
    const server = serverErrors.filter(
      (e) => visible.has(e.field) && !taken.has(e.field) && !changedSinceServer.has(e.field),
    );
    return [...own, ...server];
  }, [errors, submitted, left, serverErrors, visible, changedSinceServer]);

  const change = useCallback(
    (next: Readonly<Record<string, unknown>>) => {
      const before = current.current;
      const after = applyChange(file, before, next).data;
      current.current = after;
      const changed = Object.keys({ ...before, ...after }).filter((k) => before[k] !== after[k]);
      if (changed.length > 0) {
        setData(after);
        setChanged((s) => (changed.every((k) => s.has(k)) ? s : new Set([...s, ...changed])));
      }
      return after;
    },
    [file],
  );
  const leave = useCallback(
    (field: string) => setLeft((s) => (s.has(field) ? s : new Set([...s, field]))),
    [],
  );
  const attempt = useCallback(() => {
    setSubmitted(true);
    return parts.flatMap((p) => checkForm(p, current.current, ctx).errors);
  }, [parts, ctx]);
  return {
    data,
    evaluation,
    shownErrors,
    warnings: checks.flatMap((c) => c.warnings),
    blocked: submitted && errors.length > 0,
    change,
    leave,
    attempt,
  };
}
