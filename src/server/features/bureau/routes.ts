/** HTTP side of the borrower's rights calls: consents, disputes and complaints, their data. */
import type { RouteHandlers, ServerDeps } from '../../types';
import { consentsOf } from './consent';
import { exportData } from './export';
import { fileRequest, listRequests } from './rights';

export function bureauRoutes(deps: ServerDeps): RouteHandlers {
  return {
    bureauConsents: async ({ user }) => ({ list: await consentsOf(deps.db, user.userId) }),
    rightsRequestCreate: ({ user, payload }) => fileRequest(deps, user.userId, payload),
    rightsRequestList: ({ user }) => listRequests(deps, user.userId),
    userDataExport: ({ user }) => exportData(deps, user.userId),
  };
}
