/**
 * The shape of a form's compiled validator (ajv standalone code, built by the server). The phone
 * receives it as a JavaScript module at a content-hashed URL and the server runs that same module
 * (src/server/forms/validator-module.ts): no string is ever evaluated as code on the phone, so the
 * Content-Security-Policy needs no 'unsafe-eval'.
 */

export interface RawError {
  readonly instancePath: string;
  readonly keyword: string;
  readonly params: Readonly<Record<string, unknown>>;
}

export interface CompiledValidator {
  (data: unknown): boolean;
  errors?: readonly RawError[] | null;
}
