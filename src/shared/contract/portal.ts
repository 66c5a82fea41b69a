/** Calls served by src/server/features/portal: Home and the latest order (docs/product.md §7). */
import { endpoint, object } from './define';
import { currency, money } from './fields';
import { orderSummary } from './order-fields';

export const portal = {
  homepageData: endpoint({
    method: 'GET',
    path: '/portal/homepage/data',
    auth: false,
    summary: 'Home: the range one may borrow and, when signed in, the open order',
    response: object(
      {
        currency,
        minAmount: money,
        maxAmount: money,
        order: { ...orderSummary, description: 'The open order of a signed-in borrower' },
      },
      ['currency', 'minAmount', 'maxAmount'],
    ),
  }),
  loanOrderLatest: endpoint({
    method: 'GET',
    path: '/portal/loan/order/latest',
    auth: true,
    summary: "The borrower's most recent order, which decides the screen to open (§2)",
    response: object({ order: orderSummary }, []),
  }),
} as const;
