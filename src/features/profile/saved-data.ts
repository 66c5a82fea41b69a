/** The saved data of a screen's forms, merged: what the server sent back for this borrower. */
import type { EndpointTypes } from '../../shared/contract/types.gen';
import type { FormData } from '../../shared/forms/types';

type SavedForms = EndpointTypes['getSavedForms']['response'];

export function savedData(saved: SavedForms | undefined, forms: readonly string[]): FormData {
  const out: Record<string, string> = {};
  for (const form of forms) Object.assign(out, saved?.[form as keyof SavedForms] ?? {});
  return out;
}
