/**
 * Home calls (docs/product.md §7 /portal/homepage/data, /portal/loan/order/latest). Home is public: a visitor
 * sees the range one may borrow; a signed-in borrower (token sent, checked here) also their open
 * order and their own limit.
 */
import type { RouteHandlers, ServerDeps } from '../../types';
import { authenticate } from '../auth';
import { findLatestOrder } from '../orders';
import { offerAfter, productOf } from '../products';
import { homeFactsCache } from './home-facts-cache';
import { summaryToday } from '../repay';

async function optionalUser(deps: ServerDeps, header: string | undefined): Promise<number | null> {
  if (!header) return null;
  try {
    return (await authenticate(deps, header)).userId;
  } catch {
    return null; // a stale token on the public home is a visitor, not an error
  }
}

export function portalRoutes(deps: ServerDeps): RouteHandlers {
  const homeFacts = homeFactsCache(deps.db);
  return {
    homepageData: async ({ request }) => {
      const userId = await optionalUser(deps, request.headers.authorization);
      // No query while the borrower's rows are unchanged (home-facts-cache.ts), at most one
      // otherwise; the token check is cached too (auth/session-cache.ts).
      const facts = userId === null ? undefined : await homeFacts.read(userId);
      const product = productOf(facts?.country ?? deps.config.defaultCountry);
      const base = {
        currency: product.currency,
        minAmount: product.minAmount,
        maxAmount: product.ladder[0]?.limit ?? product.minAmount,
      };
      if (!facts) return base;
      const offer = offerAfter(product, facts.timelyRepaid);
      const order = facts.order;
      return {
        ...base,
        maxAmount: offer.level.limit,
        ...(order ? { order: await summaryToday(deps, order) } : {}),
      };
    },
    loanOrderLatest: async ({ user }) => {
      const userId = user.userId;
      const order = await findLatestOrder(deps.db, userId);
      return order ? { order: await summaryToday(deps, order) } : {};
    },
  };
}
