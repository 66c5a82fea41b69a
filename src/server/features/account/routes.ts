/** HTTP side of the account-deletion calls (docs/product.md §7 "Delete account"). */
import type { RouteHandlers, ServerDeps } from '../../types';
import * as account from './service';

export function accountRoutes(deps: ServerDeps): RouteHandlers {
  return {
    userDeleteCheck: ({ user }) => account.check(deps, user.userId),
    getVerifyCodeDeleteUser: ({ user, ip, request }) =>
      account.requestCode(deps, user.userId, ip, request.headers.lang),
    verifyCodeDeleteUser: ({ user, payload }) =>
      account.verifyCode(deps, user.userId, payload.code),
    userDelete: ({ user, payload }) => account.deleteAccount(deps, user.userId, payload),
  };
}
