/**
 * RJSF's validator slot, filled with the validator the server precompiled for this schema hash
 * (ajv standalone code, loaded by src/shared/forms/load-validator): the phone never ships ajv's
 * compiler. The engine validates through `checkForm` itself (rules first, then this function), so
 * RJSF only asks it about the root form.
 */
import type { RJSFSchema, ValidatorType } from '@rjsf/utils';
import type { CompiledValidator } from '../shared/forms/index';

type Data = Record<string, string>;

export function precompiledValidator(fn: CompiledValidator): ValidatorType<Data, RJSFSchema> {
  const constOk = (schema: RJSFSchema, data: unknown) =>
    !('const' in schema) || schema.const === data || data === undefined;
  return {
    validateFormData: (formData) => {
      fn(formData ?? {});
      const errors = (fn.errors ?? []).map((e) => ({
        name: e.keyword,
        property: e.instancePath.replace(/\//g, '.'),
        message: e.keyword,
        params: e.params,
        stack: e.keyword,
        schemaPath: '',
      }));
      return { errors, errorSchema: {} };
    },
    // Only option schemas ({const}) reach here, when RJSF matches a value to an option.
    isValid: (schema, formData) => constOk(schema, formData),
    rawValidation: <Result>(_schema: RJSFSchema, formData?: Data) => {
      fn(formData ?? {});
      return { errors: (fn.errors ?? []) as unknown as Result[] };
    },
  };
}
