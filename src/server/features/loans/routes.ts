/** HTTP side of the loan calls (docs/product.md §7 loanMarket/*, loan/*, submit, isRejectRecommendation). */
import { ApiError } from '../../api-error';
import { inGroup } from '../../../shared/orders';
import type { RouteHandlers, ServerDeps } from '../../types';
import { applyAgain, applyForLoan, findUser, requireOwnOrder } from '../orders';
import { payoutWaitsUntil } from '../../domain/wallet-cooling';
import { findWallet } from '../wallet';
import { holdOf } from '../credit';
import { startDisbursement } from './disburse';
import { cancelDrawMoney } from './lifecycle';
import { creditInfo, rejectRecommendation, repayColor } from './market';
import { loadProducts, productById, productOf } from '../products';
import { shownOffer } from './carried-offer';
import { RecommendationStore } from './recommendations';
import { LastGood } from '../../forms/last-good';
import { formStore } from '../../forms/registry';
import { SCHEMAS_DIR } from '../../forms/store';
import { confirmQuote, submitOrder } from './submit';
import { orderAgreement } from './agreement';
import { requestLanguage } from '../../messages';
import { productView, seconds } from './views';

export function loanRoutes(deps: ServerDeps): RouteHandlers {
  loadProducts(); // a bad product file stops the server at start
  // Kept beside the country's pack, so a restart with a broken file keeps the last good list.
  const kept = new LastGood(formStore(deps.log).keepDir);
  const recommendations = new RecommendationStore(SCHEMAS_DIR, deps.log, kept);
  const offered = async (userId: number, productId?: string) => {
    const user = await findUser(deps.db, userId);
    if (!user) throw new ApiError('tokenInvalid');
    const product = productId ? productById(user.country, productId) : productOf(user.country);
    return { product, offer: await shownOffer(deps.db, userId, product) };
  };
  return {
    loanMarketIndex: async ({ payload }) => {
      // The visitor's own country's range and currency, never the default country's to everyone.
      const p = productOf(payload.country ?? deps.config.defaultCountry);
      const first = p.ladder[0]?.limit ?? p.minAmount;
      return {
        currency: p.currency,
        minAmount: p.minAmount,
        maxAmount: first,
        list: [productView(p, first, p.terms)],
      };
    },
    productListMarket: async ({ user }) => {
      const { product, offer } = await offered(user.userId);
      return { list: [productView(product, offer.level.limit, offer.terms)] };
    },
    loanProductIndex: async ({ user, payload }) => {
      const { product, offer } = await offered(user.userId, payload.productId);
      return productView(product, offer.level.limit, offer.terms);
    },
    productStepAmount: async ({ user, payload }) => {
      const { offer } = await offered(user.userId, payload.productId);
      return { amounts: offer.amounts, terms: offer.terms };
    },
    getCreditInfo: ({ user }) => creditInfo(deps, user.userId),
    loanOrderApplyMarket: ({ user, payload }) => applyForLoan(deps, user.userId, payload.productId),
    loanOrderApplyMarketAgain: ({ user, payload }) =>
      applyAgain(deps, user.userId, payload.productId),
    confirmProductInfo: ({ user, payload }) => confirmQuote(deps, user.userId, payload),
    submit: ({ user, payload, ip, request }) =>
      submitOrder(deps, user.userId, payload, ip, requestLanguage(request.headers.lang)),
    loanAgreement: ({ user, payload, request }) =>
      orderAgreement(deps, user.userId, payload.orderNo, requestLanguage(request.headers.lang)),
    getMoney: async ({ user, payload }) => {
      const order = await requireOwnOrder(deps.db, user.userId, payload.orderNo);
      const { status, waitsUntil, held } = await startDisbursement(
        deps,
        order.id,
        'taken by borrower',
      );
      // A repeated tap after the payout started answers with where it is; a cancelled order cannot
      // pay out; a payout waiting for the wallet's cooling-off stays approved (getMoneyTime says why).
      if (!inGroup(status, 'payoutStarted') && waitsUntil === undefined && held === undefined)
        throw new ApiError('orderStatusInvalid');
      return { orderNo: order.orderNo, status };
    },
    getMoneyTime: async ({ user, payload }) => {
      const order = await requireOwnOrder(deps.db, user.userId, payload.orderNo);
      if (!order.autoDisburseAt || !order.expiresAt) throw new ApiError('orderStatusInvalid');
      const now = deps.clock();
      const wallet = await findWallet(deps.db, user.userId);
      const waitsUntil = wallet ? payoutWaitsUntil(wallet, now) : undefined;
      const hold = await holdOf(deps.db, order.id);
      const held = hold && !hold.releasedAt ? hold.answer : undefined;
      return {
        autoDisburseAt: seconds(order.autoDisburseAt.getTime()),
        expiresAt: seconds(order.expiresAt.getTime()),
        now: seconds(now),
        ...(waitsUntil === undefined ? {} : { walletCoolingUntil: seconds(waitsUntil) }),
        ...(held === undefined
          ? {}
          : {
              payoutHeld: held === 'swapped' ? ('simSwapped' as const) : ('simUnchecked' as const),
            }),
      };
    },
    cancelDrawMoney: ({ user, payload }) => cancelDrawMoney(deps, user.userId, payload.orderNo),
    loanMarketRepayColor: ({ user }) => repayColor(deps, user.userId),
    isRejectRecommendation: ({ user }) => rejectRecommendation(deps, recommendations, user.userId),
  };
}
