/**
 * The borrower's saved forms read back (docs/architecture.md §5: a new phone starts from them). Each is cleaned
 * by today's form file, as a restored draft is (§4): a field now hidden or an option no longer
 * offered is dropped rather than shown to the borrower or sent back.
 */
import { evaluate } from '../../../shared/forms/index';
import type { EndpointTypes } from '../../../shared/contract/types.gen';
import { formStore } from '../../forms/registry';
import type { ServerDeps } from '../../types';
import { findProfileForms } from './repo';

export type SavedForms = EndpointTypes['getSavedForms']['response'];

export async function savedForms(deps: ServerDeps, userId: number): Promise<SavedForms> {
  const store = formStore(deps.log);
  const out: Record<string, Record<string, string>> = {};
  for (const row of await findProfileForms(deps.db, userId)) {
    const file = store.get(row.country, row.form);
    if (file) out[row.form] = evaluate(file, row.data).data;
  }
  return out;
}
