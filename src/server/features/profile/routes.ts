/** HTTP side of the form calls (spec §7): the signed-in borrower's payload to the form service. */
import { ApiError } from '../../api-error';
import type { AuthUser, RouteHandlers, ServerDeps } from '../../types';
import { savedForms } from './saved';
import { saveForms } from './service';

function signedIn(user: AuthUser | null): number {
  if (!user) throw new ApiError('notLoggedIn');
  return user.userId;
}

export function profileRoutes(deps: ServerDeps): RouteHandlers {
  return {
    saveBasicInfoMarket: ({ payload, user }) =>
      saveForms(deps, signedIn(user), ['personal'], payload),
    // One screen sends work and contacts together; each is validated and stored as its own row.
    saveAdditionInfoMarket: ({ payload, user }) =>
      saveForms(deps, signedIn(user), ['work', 'contacts'], payload),
    saveQuestionnaire: ({ payload, user }) =>
      saveForms(deps, signedIn(user), ['questionnaire'], payload),
    getSavedForms: ({ user }) => savedForms(deps, signedIn(user)),
  };
}
