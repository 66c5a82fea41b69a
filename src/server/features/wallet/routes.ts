/** HTTP side of the wallet binding (spec §7 /user/addBankCard). */
import type { RouteHandlers, ServerDeps } from '../../types';
import { addBankCard } from './service';

export function walletRoutes(deps: ServerDeps): RouteHandlers {
  return {
    addBankCard: ({ user, payload }) => addBankCard(deps, user.userId, payload),
  };
}
