/** HTTP side of the account calls (spec §7, DESIGN §3): payload in, service call, data out. */
import type { RouteHandlers, ServerDeps } from '../../types';
import * as auth from './service';

export function authRoutes(deps: ServerDeps): RouteHandlers {
  return {
    getVerifyCode: ({ payload, ip }) => auth.requestCode(deps, payload, ip),
    existsByMobile: ({ payload }) => auth.existsByMobile(deps, payload.mobile),
    register: ({ payload }) => auth.register(deps, payload),
    login: ({ payload }) => auth.login(deps, payload),
    getUserInfo: ({ user }) => auth.userInfo(deps, user.userId),
    logout: ({ user }) => auth.logout(deps, user),
  };
}
