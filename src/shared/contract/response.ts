/** The response body of every call (docs/architecture.md §3): `{code, msg, data}`; `code` 0 is success. */

/** One failing field of a validation error: a JSON pointer-ish path and a message key. */
export interface FieldError {
  /** The field's name (top-level property) or a dotted path for nested values. */
  readonly field: string;
  /** Translation key, e.g. `forms:personal.firstName.minLength` or `errors:validation`. */
  readonly key: string;
}

export interface ApiResponse<T> {
  readonly code: number;
  /** Message in the request's language (header `lang`), for logs and the native shell. */
  readonly msg: string;
  /** Key in `locales/<lang>/errors.json` for `code`: the client translates it itself. */
  readonly key?: string;
  readonly data: T;
  /** On a validation failure, every failing field with its message key. */
  readonly errors?: readonly FieldError[];
}
