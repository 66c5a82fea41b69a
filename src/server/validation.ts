/**
 * Request validation against the contract's JSON Schemas (docs/architecture.md §3): every failing field comes
 * back with a message key, so the client can mark each one.
 */
import { Ajv2020, type ErrorObject, type ValidateFunction } from 'ajv/dist/2020.js';
import type { JsonSchema } from '../shared/contract/define';
import type { CodeName } from '../shared/contract/codes';
import type { FieldError } from '../shared/contract/response';
import { ApiError } from './api-error';

// strictSchema off: contract and form schemas carry annotations (descriptions, ui flags).
const ajv = new Ajv2020({ allErrors: true, strictSchema: false });

/**
 * Fields whose failure has its own §8 message rather than the generic one. A Map, because the
 * field name comes from the request: a plain object would answer `__proto__` or `constructor`.
 */
const fieldCodes = new Map<string, (value: unknown) => CodeName>([
  [
    'mobile',
    (value) => (typeof value !== 'string' || value.trim() === '' ? 'mobileEmpty' : 'mobileInvalid'),
  ],
]);

function fieldOf(error: ErrorObject): string {
  const path = error.instancePath.split('/').filter(Boolean);
  if (error.keyword === 'required') path.push(String(error.params.missingProperty));
  if (error.keyword === 'additionalProperties') path.push(String(error.params.additionalProperty));
  return path.join('.');
}

/** Turns ajv's errors into one entry per failing field, and picks the answer's code. */
export function toFieldErrors(
  errors: readonly ErrorObject[],
  payload: Record<string, unknown>,
): { code: CodeName; errors: FieldError[] } {
  const byField = new Map<string, FieldError>();
  const specific = new Set<CodeName>();
  for (const error of errors) {
    const field = fieldOf(error);
    if (byField.has(field)) continue;
    const fieldCode = fieldCodes.get(field)?.(
      Object.hasOwn(payload, field) ? payload[field] : undefined,
    );
    if (fieldCode) specific.add(fieldCode);
    byField.set(field, {
      field,
      key: fieldCode ? `errors:${fieldCode}` : `forms:error.${error.keyword}`,
    });
  }
  const only = specific.size === 1 && byField.size === 1 ? [...specific][0] : undefined;
  return { code: only ?? 'validation', errors: [...byField.values()] };
}

/**
 * A request schema as a function that returns the typed payload or throws ApiError. Compiled at its
 * first request, not at start: compiling every endpoint's schema took 150 ms of a fresh start
 * (tests/server/contract-schemas.test.ts compiles them all, so a broken one still fails a test).
 */
export function compileRequestValidator<T>(
  schema: JsonSchema,
): (payload: Record<string, unknown>) => T {
  let compiled: ValidateFunction | undefined;
  return (payload) => {
    const validate = (compiled ??= ajv.compile(schema));
    if (validate(payload)) return payload as T;
    const { code, errors } = toFieldErrors(validate.errors ?? [], payload);
    throw new ApiError(code, errors);
  };
}
