/**
 * The shape of a form file `schemas/<country>/<form>.json` (docs/architecture.md §5): a static JSON Schema, the
 * RJSF uiSchema, and `rules`, a closed rule language held as data (never code).
 */
import type { CompiledValidator } from './compiled-validator';

/** A condition on the form data: the only operators the rule language knows. */
export type Condition =
  | { readonly filled: string }
  | { readonly eq: readonly [field: string, value: string] }
  | { readonly in: readonly [field: string, values: readonly string[]] }
  | { readonly all: readonly Condition[] }
  | { readonly any: readonly Condition[] }
  | { readonly not: Condition };

/** One option of a list: `title` is a translation key (`forms:...`) or a literal proper name. */
export interface OptionDef {
  readonly const: string;
  readonly title: string;
  /** Offered only when an option filter of the field names this group. */
  readonly 'x-group'?: string;
  /** Offered only when the cascade parent field holds this value (region → district). */
  readonly 'x-parent'?: string;
  /** Kept in the file but not offered (the longer §3 lists); operations switch it by editing data. */
  readonly 'x-hidden'?: boolean;
}

export interface FieldSchema {
  readonly type: 'string';
  readonly title?: string;
  readonly oneOf?: readonly OptionDef[];
  /** Kept in the file but not shown, its value neither kept nor required (§3 fields a country does
   * not collect yet); operations switch it on by removing the flag. */
  readonly 'x-hidden'?: boolean;
  readonly [keyword: string]: unknown;
}

export interface FormSchema {
  readonly type: 'object';
  readonly title?: string;
  readonly properties: Readonly<Record<string, FieldSchema>>;
  /** Required when visible. */
  readonly required?: readonly string[];
  readonly [keyword: string]: unknown;
}

/** The groups a field's options come from while `when` holds; the first matching filter wins. */
export interface OptionFilter {
  readonly when: Condition;
  readonly groups: readonly string[];
}

/** A cross-field check with its own message key. */
export interface DifferRule {
  readonly fields: readonly [string, string];
  readonly key: string;
  /** `phone`: compare the last 9 digits, so 0712… and 712… are the same number. */
  readonly compare?: 'text' | 'phone';
}

export interface FormRules {
  readonly visibleWhen?: Readonly<Record<string, Condition>>;
  /** Changing the key field empties the listed fields. */
  readonly resets?: Readonly<Record<string, readonly string[]>>;
  readonly optionFilters?: Readonly<Record<string, readonly OptionFilter[]>>;
  /** child field → parent field: the child's options are those whose `x-parent` is the parent's value. */
  readonly cascade?: Readonly<Record<string, string>>;
  readonly differ?: readonly DifferRule[];
  /** These phone fields may not hold the signed-in borrower's own number. */
  readonly notLoginPhone?: { readonly fields: readonly string[]; readonly key: string };
  /** A DD-MM-YYYY date between `minYears` and `maxYears` years before today. */
  readonly dateAge?: {
    readonly field: string;
    readonly minYears: number;
    readonly maxYears: number;
    readonly key: string;
  };
  /** The first 8 digits of the field are a real date written YYYYMMDD (the NIDA number). */
  readonly datePrefix?: { readonly field: string; readonly key: string };
  /** A warning (never blocks): the date prefix differs from the DD-MM-YYYY date field. */
  readonly datePrefixMatches?: {
    readonly field: string;
    readonly date: string;
    readonly key: string;
  };
}

export interface FormFile {
  readonly schema: FormSchema;
  readonly uiSchema: Readonly<Record<string, unknown>>;
  readonly rules: FormRules;
}

/** A form as the server serves it: the file plus its name, content hash and validator's address. */
export interface ServedForm extends FormFile {
  readonly country: string;
  readonly form: string;
  readonly hash: string;
  /**
   * Same-origin URL of the validator of `validationSchema(schema)` as a JavaScript module whose
   * default export is the validating function; the URL changes with `hash`, so it is cached forever.
   */
  readonly validatorUrl: string;
  /** Which form file each field came from (merged forms); missing = `form`. */
  readonly owners?: Readonly<Record<string, string>>;
}

/** A served form with its validator module loaded: what the engine renders. */
export interface LoadedForm extends ServedForm {
  readonly validate: CompiledValidator;
}

export type FormData = Record<string, string>;

/** What the evaluator needs beyond the data: today, and the signed-in borrower's number. */
export interface RuleContext {
  readonly now: number;
  readonly loginPhone?: string;
}

export interface FieldError {
  readonly field: string;
  readonly key: string;
}
