/** The form rule language and its evaluator, shared by the engine (src/forms) and the server. */
export * from './types';
export { holds, fieldsOf, OPERATORS } from './conditions';
export { evaluate, applyChange, type Evaluation } from './evaluate';
export { checkForm, type FormCheck, type Validatable } from './validate';
export type { CompiledValidator, RawError } from './compiled-validator';
export { messageKey, hasPath, formsKeyChecker } from './messages';
export { validationSchema } from './validation-schema';
export { mergeForms, ownersOf } from './merge';
export { parseDayMonthYear, datePrefix } from './checks';
