/** HTTP side of the wallet binding (spec §7 /user/addBankCard). */
import type { OrderStatus } from '../../../shared/orders';
import type { RouteHandlers, ServerDeps } from '../../types';
import { signedIn } from '../loans/user';
import { addBankCard } from './service';

export function walletRoutes(deps: ServerDeps): RouteHandlers {
  return {
    addBankCard: async ({ user, payload }) => {
      const progress = await addBankCard(deps, signedIn(user), payload);
      return { ...progress, status: progress.status as OrderStatus };
    },
  };
}
