/**
 * A form as a walk of USSD screens, one question a screen (docs/decisions/0052-ussd-channel.md):
 * where the borrower stands, and where a typed answer takes them. The rules and the validator are
 * the web's own (`applyChange`, `checkForm`): a visibility rule, a reset, a pattern or a cross-field
 * rule behaves on USSD exactly as on the phone, and a value is kept only once it is valid.
 */
import {
  applyChange,
  checkForm,
  evaluate,
  type FormData,
  type RuleContext,
  type Validatable,
} from '../../../shared/forms/index';
import { NAV } from './limits';
import {
  inputOf,
  isRequired,
  optionIndex,
  orderedVisible,
  smsLinkFallback,
  valueOf,
} from './fields';

export interface WalkForm {
  /** The form's name (`personal`, `work`, `contacts`). */
  readonly name: string;
  readonly check: Validatable;
}

/** The question on screen: its field, the page of its options, the error shown above it. */
export interface WalkAt {
  readonly field: string;
  readonly page: number;
  readonly error?: string;
}

export type Step =
  | { readonly kind: 'ask'; readonly at: WalkAt; readonly data: FormData }
  /** Every visible field valid: the data is what the web would submit. */
  | { readonly kind: 'done'; readonly data: FormData }
  /** "0 Back" on the first question. */
  | { readonly kind: 'leave'; readonly data: FormData }
  /** A field with no USSD form and an SMS-link fallback: finish it on the web. */
  | { readonly kind: 'web'; readonly field: string; readonly data: FormData };

const empty = (data: FormData, field: string) => (data[field] ?? '') === '';

function ask(form: WalkForm, field: string, data: FormData, error?: string): Step {
  const { file } = form.check;
  if (inputOf(file, field) === null && smsLinkFallback(file, field))
    return { kind: 'web', field, data };
  return { kind: 'ask', at: error ? { field, page: 0, error } : { field, page: 0 }, data };
}

/** When every field is filled: the first error in screen order, or done. */
function finish(form: WalkForm, data: FormData, ctx: RuleContext): Step {
  const check = checkForm(form.check, data, ctx);
  const order = orderedVisible(form.check.file, check.evaluation.data);
  const first = order
    .map((f) => check.errors.find((e) => e.field === f))
    .find((e) => e !== undefined);
  return first
    ? ask(form, first.field, check.evaluation.data, first.key)
    : { kind: 'done', data: check.evaluation.data };
}

/** The next empty visible field after `field` in screen order (resets may have emptied some). */
function next(form: WalkForm, after: string | undefined, data: FormData, ctx: RuleContext): Step {
  const order = orderedVisible(form.check.file, data);
  const from = after === undefined ? 0 : order.indexOf(after) + 1;
  const field = order.slice(from).find((f) => empty(data, f));
  return field === undefined ? finish(form, data, ctx) : ask(form, field, data);
}

/**
 * Where a walk starts, or resumes from a draft: the first empty required question (an optional
 * one the borrower skipped is not asked again), then on in screen order from there.
 */
export function start(form: WalkForm, draft: Readonly<FormData>, ctx: RuleContext): Step {
  const { file } = form.check;
  const data = evaluate(file, draft).data;
  const field = orderedVisible(file, data).find((f) => empty(data, f) && isRequired(file, f));
  return field === undefined ? finish(form, data, ctx) : ask(form, field, data);
}

function back(form: WalkForm, at: WalkAt, data: FormData): Step {
  if (at.page > 0) return { kind: 'ask', at: { field: at.field, page: at.page - 1 }, data };
  const order = orderedVisible(form.check.file, data);
  const before = order[order.indexOf(at.field) - 1];
  return before === undefined ? { kind: 'leave', data } : ask(form, before, data);
}

/**
 * The step after the borrower typed `typed` on the question `at` (which showed `pages` pages of
 * options). The answer is kept only when the web's validator accepts it for this field.
 */
export function answer(
  form: WalkForm,
  at: WalkAt,
  data: FormData,
  typed: string,
  ctx: RuleContext,
  pages = 1,
): Step {
  const { file } = form.check;
  const input = typed.trim();
  if (input === NAV.back) return back(form, at, data);
  const options = evaluate(file, data).options[at.field];
  if (options && input === NAV.more) {
    const page = Math.min(at.page + 1, Math.max(0, pages - 1));
    return { kind: 'ask', at: { field: at.field, page }, data };
  }
  if (input === NAV.skip && !isRequired(file, at.field)) {
    const { [at.field]: _skipped, ...rest } = data;
    return next(form, at.field, evaluate(file, rest).data, ctx);
  }
  let value: string;
  if (options) {
    const index = optionIndex(input, options.length);
    if (index < 0) return { kind: 'ask', at: { ...at, error: 'forms:error.enum' }, data };
    value = options[index]?.const ?? '';
  } else value = valueOf(file, at.field, input);
  const changed = applyChange(file, data, { ...data, [at.field]: value }).data;
  const error = checkForm(form.check, changed, ctx).errors.find((e) => e.field === at.field);
  if (error) return { kind: 'ask', at: { field: at.field, page: at.page, error: error.key }, data };
  return next(form, at.field, changed, ctx);
}
