/**
 * Validates a form the same way on the phone and on the server (docs/architecture.md §5): run the rules, validate
 * the cleaned data with the compiled schema validator, add the cross-field rules, keep one error per
 * visible field with its message key.
 */
import { ruleErrors } from './checks';
import { evaluate, type Evaluation } from './evaluate';
import type { CompiledValidator, RawError } from './compiled-validator';
import { messageKey } from './messages';
import type { FieldError, FormFile, RuleContext } from './types';

/** Which keyword's message wins when a field breaks several (the most basic first). */
const PRIORITY = ['required', 'type', 'enum', 'minLength', 'maxLength', 'pattern'];

export interface FormCheck {
  readonly evaluation: Evaluation;
  readonly errors: readonly FieldError[];
  readonly warnings: readonly FieldError[];
}

export interface Validatable {
  readonly file: FormFile;
  readonly validate: CompiledValidator;
  /** Form name of each field: `forms:<owner>.<field>.<keyword>`. */
  readonly ownerOf: (field: string) => string;
  readonly has: (key: string) => boolean;
}

function schemaErrors(raw: readonly RawError[]): Map<string, string> {
  const best = new Map<string, string>();
  const rank = (k: string) => (PRIORITY.includes(k) ? PRIORITY.indexOf(k) : PRIORITY.length);
  for (const e of raw) {
    const field =
      e.keyword === 'required' ? String(e.params.missingProperty) : e.instancePath.split('/')[1];
    if (!field) continue;
    const seen = best.get(field);
    if (seen === undefined || rank(e.keyword) < rank(seen)) best.set(field, e.keyword);
  }
  return best;
}

export function checkForm(
  v: Validatable,
  input: Readonly<Record<string, unknown>>,
  ctx: RuleContext,
): FormCheck {
  const evaluation = evaluate(v.file, input);
  const visible = new Set(evaluation.visible);
  v.validate(evaluation.data);
  const byField = schemaErrors(v.validate.errors ?? []);
  const errors: FieldError[] = [];
  for (const field of evaluation.visible) {
    const keyword = byField.get(field);
    if (!keyword) continue;
    const override = (
      v.file.schema.properties[field]?.['x-messages'] as Record<string, string> | undefined
    )?.[keyword];
    errors.push({ field, key: messageKey(v.ownerOf(field), field, keyword, v.has, override) });
  }
  const open = (f: string) => visible.has(f) && !byField.has(f);
  const rules = ruleErrors(v.file.rules, evaluation.data, ctx, open);
  const taken = new Set(errors.map((e) => e.field));
  for (const e of rules.errors) {
    if (taken.has(e.field)) continue;
    taken.add(e.field);
    errors.push(e);
  }
  return { evaluation, errors, warnings: rules.warnings };
}
