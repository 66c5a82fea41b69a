/**
 * Builds what the server serves for a form file: its content hash and the ajv standalone validator
 * code, compiled once here so the phone never downloads or runs ajv's compiler. The phone gets the
 * validator as a module at `validatorUrl` (validator-module.ts).
 */
import { createHash } from 'node:crypto';
import { Ajv } from 'ajv';
import standaloneCode from 'ajv/dist/standalone/index.js';
import { validationSchema, type FormFile, type ServedForm } from '../../shared/forms/index';
import { loadValidator } from './load-validator';

/** A served form as the server holds it: with the validator's code and export name. */
export interface CompiledForm extends ServedForm {
  /** CommonJS of the ajv standalone validator of `validationSchema(schema)`. */
  readonly validatorCode: string;
  /** The export of `validatorCode` that validates this form. */
  readonly validatorId: string;
}

/** Short content hash of a form file: the ETag, the draft key and the stored `schemaHash`. */
export function hashOf(file: FormFile): string {
  return createHash('sha256').update(JSON.stringify(file)).digest('base64url').slice(0, 16);
}

/** Where the phone imports a form version's validator module (immutable: the hash is in it). */
export function validatorUrlOf(country: string, form: string, hash: string): string {
  return `/api/forms/${country.toLowerCase()}/${form}/validator-${hash}.js`;
}

/**
 * ajv as both sides use it: every error, unknown annotations allowed, unicode-aware patterns.
 * `validateSchema: false` for a form the checks passed (checkFormFile ran metaSchemaProblems):
 * a new instance that validated the schema again would compile the meta-schema again, about
 * 100 ms of a server's start-up over the shipped forms.
 */
function newAjv(validateSchema = true): Ajv {
  return new Ajv({
    allErrors: true,
    strict: false,
    code: { source: true, lines: false },
    validateSchema,
  });
}

/** One instance for meta-schema checks: it compiles the meta-schema once, not once a form. */
let metaChecker: Ajv | undefined;

export function compileForm(country: string, form: string, file: FormFile): CompiledForm {
  const hash = hashOf(file);
  const validatorId = `v${hash.replace(/[^A-Za-z0-9]/g, '')}`;
  const ajv = newAjv(false);
  ajv.addSchema(validationSchema(file.schema), validatorId);
  const validatorCode = standaloneCode(ajv, { [validatorId]: validatorId });
  // Load it once here: code that does not run on the server never reaches a phone.
  loadValidator(validatorCode, validatorId);
  const validatorUrl = validatorUrlOf(country, form, hash);
  return { country, form, hash, validatorUrl, validatorId, validatorCode, ...file };
}

/** What the phone receives: the served form without the server's copy of the code. */
export function servedJson(compiled: CompiledForm): ServedForm {
  const { validatorCode: _code, validatorId: _id, ...served } = compiled;
  return served;
}

/** Whether a JSON Schema is valid against ajv's meta-schema; the error text otherwise. */
export function metaSchemaProblems(schema: unknown): string[] {
  const ajv = (metaChecker ??= newAjv());
  if (ajv.validateSchema(schema as object) === true) return [];
  return (ajv.errors ?? []).map(
    (e) => `schema${e.instancePath.replace(/\//g, '.')}: ${e.message ?? e.keyword}`,
  );
}
