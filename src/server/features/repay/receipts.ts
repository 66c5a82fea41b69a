/** Receipts of an order and the state of its overpayment credit, read from the journal. */
import { ApiError } from '../../api-error';
import { receiptsFrom, type Receipt } from '../../domain/receipts';
import type { EndpointTypes } from '../../../shared/contract/types.gen';
import { providerReceipts } from '../../providers/rails/memory';
import type { ServerDeps } from '../../types';
import { orderBalances, orderEntries } from '../ledger';
import { seconds } from '../loans';
import { pendingView } from './pending';
import type { Standing } from './standing';

type Deps = Pick<ServerDeps, 'db'>;
type ReceiptView = EndpointTypes['repaymentReceipt']['response'];
export type CreditState = EndpointTypes['repaymentCredit']['response'];

function view(r: Receipt, currency: ReceiptView['currency'], txn?: string): ReceiptView {
  const { at, ...rest } = r;
  return { ...rest, paidAt: seconds(at), currency, ...(txn ? { providerTxnId: txn } : {}) };
}

/** Where the borrower's overpayment stands: held, on its way back, returned, or carried. */
export async function creditState(deps: Deps, orderId: number): Promise<CreditState> {
  const b = await orderBalances(deps.db, orderId);
  const entries = await orderEntries(deps.db, orderId);
  const refunded = entries
    .filter((e) => e.idemKey.startsWith('refund-settled:'))
    .reduce(
      (s, e) => s - e.lines.reduce((c, l) => (l.account === 'cash' ? c + l.amount : c), 0),
      0,
    );
  return {
    credit: -(b.get('liability:borrower-credit') ?? 0),
    refunding: -(b.get('liability:refund-payable') ?? 0),
    refunded,
    carried: -(b.get('liability:carried-credit') ?? 0),
  };
}

export async function receiptsView(deps: Deps, s: Standing) {
  const list = receiptsFrom(await orderEntries(deps.db, s.order.id));
  const txns = await providerReceipts(
    deps.db,
    list.map((r) => r.payOrderId),
  );
  return {
    list: list.map((r) => view(r, s.product.currency, txns.get(r.payOrderId))),
    credit: await creditState(deps, s.order.id),
    ...(await pendingView(deps, s)),
  };
}

export async function receiptView(deps: Deps, s: Standing, payOrderId: string) {
  const found = receiptsFrom(await orderEntries(deps.db, s.order.id)).find(
    (r) => r.payOrderId === payOrderId,
  );
  if (!found) throw new ApiError('receiptNotFound');
  const txns = await providerReceipts(deps.db, [payOrderId]);
  return view(found, s.product.currency, txns.get(payOrderId));
}
