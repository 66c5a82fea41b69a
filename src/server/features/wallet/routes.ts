/** HTTP side of the wallet binding (docs/product.md §7 /user/addBankCard). */
import type { RouteHandlers, ServerDeps } from '../../types';
import { addBankCard, requestOwnCode } from './service';

export function walletRoutes(deps: ServerDeps): RouteHandlers {
  return {
    // Always the account's own number: its limits per number (60 s apart, 10 a day) bound the sends.
    getVerifyCodeBindCard: ({ user, ip, request }) =>
      requestOwnCode(deps, user.userId, ip, request.headers.lang),
    addBankCard: ({ user, payload }) => addBankCard(deps, user.userId, payload),
  };
}
