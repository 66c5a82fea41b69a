/** The compiled validator of a served form, loaded once per form version (hash). */
import type { CompiledValidator } from '../../../shared/forms/index';
import type { CompiledForm } from '../../forms/compile';
import { loadValidator } from '../../forms/load-validator';

const cache = new Map<string, CompiledValidator>();

export function validatorOf(form: CompiledForm): CompiledValidator {
  let fn = cache.get(form.validatorId);
  if (!fn) {
    fn = loadValidator(form.validatorCode, form.validatorId);
    cache.set(form.validatorId, fn);
  }
  return fn;
}
