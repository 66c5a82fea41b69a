/** The compiled validator of a served form, loaded once per form version (hash). */
import {
  loadValidator,
  type CompiledValidator,
  type ServedForm,
} from '../../../shared/forms/index';

const cache = new Map<string, CompiledValidator>();

export function validatorOf(form: ServedForm): CompiledValidator {
  let fn = cache.get(form.validatorId);
  if (!fn) {
    fn = loadValidator(form.validatorCode, form.validatorId);
    cache.set(form.validatorId, fn);
  }
  return fn;
}
