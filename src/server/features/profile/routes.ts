/** HTTP side of the form calls (docs/product.md §7): the signed-in borrower's payload to the form service. */
import type { RouteHandlers, ServerDeps } from '../../types';
import { savedForms } from './saved';
import { saveForms } from './service';

export function profileRoutes(deps: ServerDeps): RouteHandlers {
  return {
    saveBasicInfoMarket: ({ payload, user }) => saveForms(deps, user, ['personal'], payload),
    // One screen sends work and contacts together; each is validated and stored as its own row.
    saveAdditionInfoMarket: ({ payload, user }) =>
      saveForms(deps, user, ['work', 'contacts'], payload),
    saveQuestionnaire: ({ payload, user }) => saveForms(deps, user, ['questionnaire'], payload),
    getSavedForms: ({ user }) => savedForms(deps, user.userId),
  };
}
