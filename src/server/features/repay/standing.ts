/**
 * Where a disbursed loan stands now: accrued through today in a transaction, then read from the
 * journal. Every repayment view and check starts here, so what the borrower sees is what they owe.
 */
import { totalOwed, type Owed } from '../../domain/allocation';
import { owedFrom } from '../../domain/journal';
import { owedOnDueDate } from '../../domain/owed-on-due-date';
import { pendingAmount } from '../../domain/pending-payment';
import type { Product } from '../../domain/product';
import type { ServerDeps } from '../../types';
import { accrualDue, accrueLoan, intentsOfOrder, orderTotals } from '../ledger';
import { productOfOrder } from '../products';
import { ApiError } from '../../api-error';
import { orderTotalsFrom, type OrderTotals } from '../../domain/order-totals';
import { lockOrder, type OrderRow, requireOwnOrder } from '../orders';
import { findConfirmFacts } from './confirm-repo';
import { channelsOf } from './channels';

type Deps = Pick<ServerDeps, 'db' | 'clock'>;

/**
 * What the journal says of a loan today; {@link Standing} adds the payments under way and what
 * will be owed on the due date.
 */
export interface Balance {
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

export interface Standing extends Balance {
  /** What the journal will say is owed at the end of the due date if nothing more is paid. */
  readonly owedOnDueDate: number;
  /** Pushed to the wallet and not yet confirmed or refused by the rail (pending-payment.ts). */
  readonly pending: number;
}

/**
 * Accrues `order` through today in its own transaction and returns the row as it is now; a loan
 * already accrued through today (every call after the day's first) takes no lock and no transaction.
 */
export async function accruedToday(deps: Deps, order: OrderRow, product: Product) {
  if (!accrualDue(order, deps.clock())) return order;
  return deps.db.transaction(async (tx) => {
    const locked = await lockOrder(tx, order.id);
    return locked ? accrueLoan(tx, locked, product, deps.clock()) : order;
  });
}

/**
 * The journal's side of {@link standingFor}, for a repayment confirm, which needs no payment
 * under way: one read (balances, repayments and penalty are sums of the same lines).
 */
export async function balanceFor(deps: Deps, found: OrderRow): Promise<Balance> {
  const product = productOfOrder(found);
  const order = await accruedToday(deps, found, product);
  return balanceFrom(order, product, await orderTotals(deps.db, order.id));
}

/** Where `order` stands today, from the journal, with the payments under way. */
export async function standingFor(deps: Deps, found: OrderRow): Promise<Standing> {
  const product = productOfOrder(found);
  const order = await accruedToday(deps, found, product);
  // Independent reads: on PostgreSQL they go out together on the pool's connections (never
  // call this with a transaction's handle: one connection takes one statement at a time).
  const [totals, intents] = await Promise.all([
    orderTotals(deps.db, order.id),
    intentsOfOrder(deps.db, order.id),
  ]);
  const online = channelsOf(order.country).filter((c) => c.kind === 'online');
  const pending = pendingAmount(
    intents.map((i) => ({ ...i, createdAt: i.createdAt.getTime() })),
    new Set(online.map((c) => c.channelId)),
    deps.clock(),
  );
  const balance = balanceFrom(order, product, totals);
  // Day by day to the due date: left out of a confirm, which does not show it.
  const byDueDate = owedOnDueDate(
    balance.amountDue,
    { accrual: order.accrual, principal: balance.owed.principal },
    product,
    order.dueDay,
  );
  return { ...balance, pending, owedOnDueDate: byDueDate };
}

function balanceFrom(
  order: OrderRow,
  product: Product,
  { balances, paid, excess, penalty }: OrderTotals,
): Balance {
  const owed = owedFrom(balances);
  const amountDue = totalOwed(owed);
  return {
    order,
    product,
    owed,
    amountDue,
    amountRepaid: paid - excess,
    interestToDate: order.accrual?.interestBooked ?? 0,
    credit: -(balances.get('liability:borrower-credit') ?? 0),
    penalty,
  };
}

export async function standingOf(deps: Deps, userId: number, orderNo: string): Promise<Standing> {
  const found = await requireOwnOrder(deps.db, userId, orderNo);
  return standingFor(deps, found);
}

/**
 * The borrower's order's balance and their wallet number (null: none bound), for a confirm: one
 * read, and a second for the journal only when today's accrual was due and has just run.
 */
export async function balanceAndWalletOf(deps: Deps, userId: number, orderNo: string) {
  const facts = await findConfirmFacts(deps.db, userId, orderNo);
  if (!facts) throw new ApiError('orderNotFound');
  const { order: found, walletAccount } = facts;
  const product = productOfOrder(found);
  if (accrualDue(found, deps.clock()))
    return { balance: await balanceFor(deps, found), walletAccount };
  return { balance: balanceFrom(found, product, orderTotalsFrom(facts.sums)), walletAccount };
}
