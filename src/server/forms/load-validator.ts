/**
 * Runs a validator module's text on the server (profile saves, the start-up check, tests): the
 * same text the phone imports, with its `export default` turned into a return value.
 */
import type { CompiledValidator } from '../../shared/forms/index';
import { validatorModule } from './validator-module';

const EXPORT = /\nexport default (exports\[VALIDATOR_ID\]);\n$/;

export function runValidatorModule(text: string): CompiledValidator {
  if (!EXPORT.test(text)) throw new Error('not a validator module');
  // Server side only; the text was built by validatorModule() from our own schema files.
  const fn = new Function(text.replace(EXPORT, '\nreturn $1;\n'))() as unknown;
  if (typeof fn !== 'function') throw new Error('the validator module exports no function');
  return fn as CompiledValidator;
}

/** The validator of ajv standalone `code` under `id`, through its module text. */
export function loadValidator(code: string, id: string): CompiledValidator {
  return runValidatorModule(validatorModule(code, id));
}
