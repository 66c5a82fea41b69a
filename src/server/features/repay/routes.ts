/** HTTP side of repayment and rollover (docs/product.md §7 /portal/repayment/*, /repay/*) and the order lists. */
import type { RouteHandlers, ServerDeps } from '../../types';
import { confirmPayment } from './cashier';
import { loanOrderView } from './detail';
import { completeExtension, extensionData, requireApp } from './extension';
import { chooseCredit } from './credit';
import { paymentStatus } from './payment-status';
import { receiptView, receiptsView } from './receipts';
import { ordersPage, repayProducts } from './records';
import { balanceAndWalletOf, standingOf } from './standing';
import { statementView } from './statement';

export function repayRoutes(deps: ServerDeps): RouteHandlers {
  return {
    loanOrderListMarket: ({ user, payload }) => ordersPage(deps, user.userId, payload, false),
    loanMarketLendingRecord: ({ user, payload }) => ordersPage(deps, user.userId, payload, true),
    loanMarketRepayProducts: ({ user }) => repayProducts(deps, user.userId),
    repaymentDetail: async ({ user, payload }) =>
      loanOrderView(deps, await standingOf(deps, user.userId, payload.orderNo)),
    repaymentConfirm: async ({ user, payload, request }) => {
      if (payload.purpose === 'extension') requireApp(request.headers.platform);
      // A confirm needs the balance only, not the payments under way, and reads the wallet with
      // the order: two reads fewer than a standing and then the wallet.
      const { balance, walletAccount } = await balanceAndWalletOf(
        deps,
        user.userId,
        payload.orderNo,
      );
      return confirmPayment(deps, balance, payload, walletAccount);
    },
    repaymentReceipts: async ({ user, payload }) =>
      receiptsView(deps, await standingOf(deps, user.userId, payload.orderNo)),
    repaymentReceipt: async ({ user, payload }) =>
      receiptView(deps, await standingOf(deps, user.userId, payload.orderNo), payload.payOrderId),
    repaymentStatus: async ({ user, payload }) =>
      paymentStatus(deps, await standingOf(deps, user.userId, payload.orderNo), payload.payOrderId),
    repaymentStatement: async ({ user, payload }) =>
      statementView(deps, await standingOf(deps, user.userId, payload.orderNo)),
    repaymentCredit: async ({ user, payload }) =>
      chooseCredit(
        deps,
        (await standingOf(deps, user.userId, payload.orderNo)).order,
        payload.choice,
      ),
    getExtensionData: async ({ user, payload }) =>
      extensionData(deps, await standingOf(deps, user.userId, payload.orderNo)),
    confirmExtensionOrder: async ({ user, payload, request }) => {
      requireApp(request.headers.platform);
      return completeExtension(
        deps,
        await standingOf(deps, user.userId, payload.orderNo),
        payload.payOrderId,
      );
    },
  };
}
