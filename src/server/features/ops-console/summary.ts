/**
 * The borrower and loan summary every staff page that names a borrower or a loan shows: who
 * (name, number, country, live flags) and where their loan stands (status, days past due, owed by
 * the due date and today). What is owed comes from `standingFor`, the function the borrower's
 * repayment screen reads, so staff and borrower see the same amount (decision 0047).
 */
import type { Country } from '../../../shared/countries';
import { inGroup, type OrderStatus } from '../../../shared/orders';
import { ApiError } from '../../api-error';
import { businessDateText, overdueDays } from '../../domain/business-date';
import type { BorrowerFlagKind } from '../../domain/borrower-flags';
import type { ServerDeps } from '../../types';
import { liveFlagKinds, type OrderRow } from '../orders';
import { standingFor } from '../repay';
import * as repo from './summary-repo';

type Deps = Pick<ServerDeps, 'db' | 'clock'>;

export interface LoanSummary {
  readonly orderNo: string;
  readonly status: number;
  readonly country: Country;
  /** Principal asked for, in minor units. */
  readonly amount: number | null;
  readonly dueDate: string | null;
  readonly daysPastDue: number;
  /** Owed at the end of the due date if nothing more is paid; null before the payout. */
  readonly owedOnDueDate: number | null;
  /** Owed to close the loan today; null before the payout. */
  readonly owedToday: number | null;
}

export interface BorrowerSummary {
  readonly userId: number;
  readonly name: string | null;
  readonly mobile: string;
  readonly country: Country;
  readonly flags: readonly BorrowerFlagKind[];
  /** How many loans the borrower has asked for, this one included. */
  readonly loans: number;
  readonly loan: LoanSummary | null;
}

/** A loan's line of the summary; a loan paid out (2, 3, 4) reads its amounts from the journal. */
export async function loanSummary(deps: Deps, order: OrderRow): Promise<LoanSummary> {
  const disbursed = inGroup(order.status as OrderStatus, 'disbursed');
  const standing = disbursed ? await standingFor(deps, order) : undefined;
  const due = order.dueDay;
  return {
    orderNo: order.orderNo,
    status: order.status,
    country: order.country as Country,
    amount: order.amount,
    dueDate: due === null ? null : businessDateText(due),
    daysPastDue:
      due === null || !disbursed ? 0 : overdueDays(deps.clock(), due, order.country as Country),
    owedOnDueDate: standing?.owedOnDueDate ?? null,
    owedToday: standing?.amountDue ?? null,
  };
}

/**
 * The borrower `userId` with `orderNo` (one of theirs) as the loan, or their latest loan; the
 * same when asked by an order number alone.
 */
export async function borrowerSummary(
  deps: Deps,
  who: { readonly userId: number } | { readonly orderNo: string },
): Promise<BorrowerSummary> {
  const named = 'orderNo' in who ? await repo.orderByNo(deps.db, who.orderNo) : undefined;
  const userId = 'userId' in who ? who.userId : named?.userId;
  const borrower = userId === undefined ? undefined : await repo.borrowerWithName(deps.db, userId);
  if (!borrower) throw new ApiError('notFound');
  const orders = await repo.ordersOfBorrower(deps.db, borrower.userId);
  const order = named ?? orders[0];
  return {
    userId: borrower.userId,
    name: borrower.name,
    mobile: borrower.mobile,
    country: borrower.country as Country,
    flags: await liveFlagKinds(deps.db, borrower.userId),
    loans: orders.length,
    loan: order ? await loanSummary(deps, order) : null,
  };
}

/** A search row's last loan: its number, status, days past due and when it was asked for. */
export interface LastLoan {
  readonly orderNo: string;
  readonly status: number;
  readonly amount: number | null;
  readonly createdAt: string;
  readonly daysPastDue: number;
}

export async function lastLoansOf(
  deps: Deps,
  userIds: readonly number[],
): Promise<Map<number, LastLoan>> {
  const rows = await repo.latestOrders(deps.db, userIds);
  const now = deps.clock();
  return new Map(
    rows.map((r) => [
      r.userId,
      {
        orderNo: r.orderNo,
        status: r.status,
        amount: r.amount,
        createdAt: r.createdAt.toISOString(),
        daysPastDue:
          r.dueDay === null || !inGroup(r.status as OrderStatus, 'disbursed')
            ? 0
            : overdueDays(now, r.dueDay, r.country as Country),
      },
    ]),
  );
}
