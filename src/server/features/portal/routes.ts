/**
 * Home calls (spec §7 /portal/homepage/data, /portal/loan/order/latest). Home is public: a visitor
 * sees the range one may borrow; a signed-in borrower (token sent, checked here) also their open
 * order and their own limit.
 */
import type { RouteHandlers, ServerDeps } from '../../types';
import { authenticate } from '../auth/service';
import { findActiveOrder, findLatestOrder, findUser } from '../orders/repo';
import { offerFor } from '../loans/offer';
import { productOf } from '../loans/products';
import { signedIn } from '../loans/user';
import { summaryView } from '../loans/views';

async function optionalUser(deps: ServerDeps, header: string | undefined): Promise<number | null> {
  if (!header) return null;
  try {
    return (await authenticate(deps, header)).userId;
  } catch {
    return null; // a stale token on the public home is a visitor, not an error
  }
}

export function portalRoutes(deps: ServerDeps): RouteHandlers {
  return {
    homepageData: async ({ request }) => {
      const userId = await optionalUser(deps, request.headers.authorization);
      const user = userId === null ? undefined : await findUser(deps.db, userId);
      const product = productOf(user?.country ?? deps.config.defaultCountry);
      const base = {
        currency: product.currency,
        minAmount: product.minAmount,
        maxAmount: product.ladder[0]?.limit ?? product.minAmount,
      };
      if (!user) return base;
      const [offer, order] = await Promise.all([
        offerFor(deps.db, user.id, product),
        findActiveOrder(deps.db, user.id),
      ]);
      return {
        ...base,
        maxAmount: offer.level.limit,
        ...(order ? { order: summaryView(product, order, deps.clock()) } : {}),
      };
    },
    loanOrderLatest: async ({ user }) => {
      const userId = signedIn(user);
      const order = await findLatestOrder(deps.db, userId);
      return order ? { order: summaryView(productOf(order.country), order, deps.clock()) } : {};
    },
  };
}
