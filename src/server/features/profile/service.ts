/**
 * Saving the borrower's forms (docs/architecture.md §5): each form file's rules and validator run on the payload
 * exactly as on the phone; hidden and stale values are dropped; the accepted data replaces the
 * previous save (a retried submit stores the same row again, never a second one).
 */
import { checkForm, formsKeyChecker, type FieldError } from '../../../shared/forms/index';
import { profileProgress } from '../orders';
import type { EndpointTypes } from '../../../shared/contract/types.gen';

/** The three save calls answer the same `progress` shape of the contract. */
export type SavedProgress = EndpointTypes['saveBasicInfoMarket']['response'];
import { ApiError } from '../../api-error';
import type { AuthUser, ServerDeps } from '../../types';
import { formStore } from '../../forms/registry';
import { readLocales } from '../../forms/store';
import { saveProfileForms } from './repo';
import { validatorOf } from './validators';
import type { ProfileFormName } from '../../db/schema';

const hasEnglish = (() => {
  let has: ((key: string) => boolean) | undefined;
  return (key: string) => (has ??= formsKeyChecker(readLocales().en))(key);
})();

/**
 * Fields the contract accepts but none of the country's forms holds: refused one by one, so a
 * typed value is never dropped without a word (operations add the field to the form file).
 */
function unknownFields(
  payload: object,
  names: readonly ProfileFormName[],
  country: string,
  deps: ServerDeps,
): FieldError[] {
  const store = formStore(deps.log);
  const known = new Set(
    names.flatMap((n) => Object.keys(store.get(country, n)?.schema.properties ?? {})),
  );
  return Object.keys(payload)
    .filter((field) => !known.has(field))
    .map((field) => ({ field, key: 'forms:error.unknownField' }));
}

export async function saveForms(
  deps: ServerDeps,
  user: AuthUser,
  names: readonly ProfileFormName[],
  payload: object,
): Promise<SavedProgress> {
  const { userId } = user;
  const store = formStore(deps.log);
  const errors: FieldError[] = [];
  const accepted: { name: ProfileFormName; data: Record<string, string>; hash: string }[] = [];
  for (const name of names) {
    const served = store.get(user.country, name);
    if (!served) throw new ApiError('notAvailable');
    const v = { file: served, validate: validatorOf(served), ownerOf: () => name, has: hasEnglish };
    const check = checkForm(v, { ...payload }, { now: deps.clock(), loginPhone: user.mobile });
    errors.push(...check.errors);
    accepted.push({ name, data: check.evaluation.data, hash: served.hash });
  }
  errors.push(...unknownFields(payload, names, user.country, deps));
  if (errors.length > 0) {
    const incomplete =
      names.includes('questionnaire') && errors.every((e) => e.key.endsWith('.required'));
    throw new ApiError(incomplete ? 'questionnaireIncomplete' : 'validation', errors);
  }
  const updatedAt = new Date(deps.clock());
  await saveProfileForms(
    deps.db,
    accepted.map((a) => ({
      userId,
      form: a.name,
      country: user.country,
      data: a.data,
      schemaHash: a.hash,
      updatedAt,
    })),
  );
  return profileProgress(deps, userId);
}
