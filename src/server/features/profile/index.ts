/** The profile feature's public entry (docs/architecture.md §8): what other features may call. */
export { saveForms, type SavedProgress } from './service';
export { savedForms, type SavedForms } from './saved';
export { validatorOf } from './validators';
export { findProfileForm } from './repo';
