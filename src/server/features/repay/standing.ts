/**
 * Where a disbursed loan stands now: accrued through today in a transaction, then read from the
 * journal. Every repayment view and check starts here, so what the borrower sees is what they owe.
 */
import { ApiError } from '../../api-error';
import { totalOwed, type Owed } from '../../domain/allocation';
import { owedFrom } from '../../domain/journal';
import type { Product } from '../../domain/product';
import type { ServerDeps } from '../../types';
import { accrueLoan } from '../ledger/accrue';
import { orderBalances, paymentTotals, penaltyTotals } from '../ledger/repo';
import { productOfOrder } from '../loans/products';
import { findOwnOrder, lockOrder, type OrderRow } from '../orders/repo';

type Deps = Pick<ServerDeps, 'db' | 'clock'>;

export interface Standing {
  readonly order: OrderRow;
  readonly product: Product;
  readonly owed: Owed;
  readonly amountDue: number;
  /** Collected for the debt (the overpayment excluded). */
  readonly amountRepaid: number;
  /** Interest accrued from the payout to today (not to the due date). */
  readonly interestToDate: number;
  /** Overpayment held for the borrower, not yet refunded or applied to a loan. */
  readonly credit: number;
  /** Penalty charged so far, and the part of it staff waived (penaltyReduction). */
  readonly penalty: { readonly charged: number; readonly waived: number };
}

/** Accrues `order` through today in its own transaction and returns the row as it is now. */
export async function accruedToday(deps: Deps, order: OrderRow, product: Product) {
  return deps.db.transaction(async (tx) => {
    const locked = await lockOrder(tx, order.id);
    return locked ? accrueLoan(tx, locked, product, deps.clock()) : order;
  });
}

/** Where `order` stands today, from the journal. */
export async function standingFor(deps: Deps, found: OrderRow): Promise<Standing> {
  const product = productOfOrder(found);
  const order = await accruedToday(deps, found, product);
  const balances = await orderBalances(deps.db, order.id);
  const owed = owedFrom(balances);
  const { paid, excess } = await paymentTotals(deps.db, order.id);
  const penalty = await penaltyTotals(deps.db, order.id);
  return {
    order,
    product,
    owed,
    amountDue: totalOwed(owed),
    amountRepaid: paid - excess,
    interestToDate: order.accrual?.interestBooked ?? 0,
    credit: -(balances.get('liability:borrower-credit') ?? 0),
    penalty,
  };
}

export async function standingOf(deps: Deps, userId: number, orderNo: string): Promise<Standing> {
  const found = await findOwnOrder(deps.db, userId, orderNo);
  if (!found) throw new ApiError('orderNotFound');
  return standingFor(deps, found);
}
