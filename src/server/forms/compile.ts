/**
 * Builds what the server serves for a form file: its content hash and the ajv standalone validator
 * code (CommonJS), compiled once here so the phone never downloads or runs ajv's compiler.
 */
import { createHash } from 'node:crypto';
import { Ajv } from 'ajv';
import standaloneCode from 'ajv/dist/standalone/index.js';
import {
  loadValidator,
  validationSchema,
  type FormFile,
  type ServedForm,
} from '../../shared/forms/index';

/** Short content hash of a form file: the ETag, the draft key and the stored `schemaHash`. */
export function hashOf(file: FormFile): string {
  return createHash('sha256').update(JSON.stringify(file)).digest('base64url').slice(0, 16);
}

/** ajv as both sides use it: every error, unknown annotations allowed, unicode-aware patterns. */
function newAjv(): Ajv {
  return new Ajv({ allErrors: true, strict: false, code: { source: true, lines: false } });
}

export function compileForm(country: string, form: string, file: FormFile): ServedForm {
  const hash = hashOf(file);
  const validatorId = `v${hash.replace(/[^A-Za-z0-9]/g, '')}`;
  const ajv = newAjv();
  ajv.addSchema(validationSchema(file.schema), validatorId);
  const validatorCode = standaloneCode(ajv, { [validatorId]: validatorId });
  // Load it once here: code that does not run on the server never reaches a phone.
  loadValidator(validatorCode, validatorId);
  return { country, form, hash, validatorId, validatorCode, ...file };
}

/** Whether a JSON Schema is valid against ajv's meta-schema; the error text otherwise. */
export function metaSchemaProblems(schema: unknown): string[] {
  const ajv = newAjv();
  if (ajv.validateSchema(schema as object) === true) return [];
  return (ajv.errors ?? []).map(
    (e) => `schema${e.instancePath.replace(/\//g, '.')}: ${e.message ?? e.keyword}`,
  );
}
