/** HTTP side of the account-deletion calls (spec §7 "Delete account"). */
import { ApiError } from '../../api-error';
import type { AuthUser, RouteHandlers, ServerDeps } from '../../types';
import * as account from './service';

function signedIn(user: AuthUser | null): number {
  if (!user) throw new ApiError('notLoggedIn');
  return user.userId;
}

export function accountRoutes(deps: ServerDeps): RouteHandlers {
  return {
    userDeleteCheck: ({ user }) => account.check(deps, signedIn(user)),
    getVerifyCodeDeleteUser: ({ user, ip }) => account.requestCode(deps, signedIn(user), ip),
    verifyCodeDeleteUser: ({ user, payload }) =>
      account.verifyCode(deps, signedIn(user), payload.code),
    userDelete: ({ user, payload }) => account.deleteAccount(deps, signedIn(user), payload),
  };
}
