/** HTTP side of the account calls (docs/product.md §7, docs/architecture.md §3): payload in, service call, data out. */
import type { RouteHandlers, ServerDeps } from '../../types';
import { spendBudget } from './budgets';
import * as auth from './service';

export function authRoutes(deps: ServerDeps): RouteHandlers {
  return {
    getVerifyCode: async ({ payload, ip, request }) => {
      await spendBudget(deps, 'code', request, ip);
      return auth.requestCode(deps, payload, ip, request.headers.lang);
    },
    existsByMobile: async ({ payload, ip, request }) => {
      await spendBudget(deps, 'lookup', request, ip);
      return auth.existsByMobile(deps, payload.mobile);
    },
    register: ({ payload, request }) => auth.register(deps, payload, request.headers.lang),
    login: ({ payload, request }) => auth.login(deps, payload, request.headers.lang),
    getUserInfo: ({ user, request }) => auth.userInfo(deps, user.userId, request.headers.lang),
    logout: ({ user }) => auth.logout(deps, user),
  };
}
