/**
 * SQL of a repayment confirm's first read (decision 0012): the borrower's order, the wallet it
 * collects from and the order's journal summed per account and entry kind, in one round trip.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { preparedOn } from '../../db/prepared';
import { journalEntries, journalLines, loanOrders, wallets } from '../../db/schema';
import type { Account } from '../../domain/journal';
import type { KindSum } from '../../domain/order-totals';
import type { OrderRow } from '../orders';

// The sums as text (a bigint sum may pass 2^53 in JSON); the same grouping as orderTotals.
const confirmFactsQuery = preparedOn((db) =>
  db
    .select({
      order: loanOrders,
      walletAccount: wallets.account,
      sums: sql<[Account, string, string][]>`coalesce((
        select json_agg(json_build_array(s.account, s.kind, s.amount))
        from (
          select ${journalLines.account} as account, ${journalEntries.kind} as kind,
            sum(${journalLines.amount})::text as amount
          from ${journalLines}
          inner join ${journalEntries} on ${journalEntries.id} = ${journalLines.entryId}
          where ${journalLines.orderId} = ${loanOrders.id}
          group by 1, 2
        ) s
      ), '[]'::json)`,
    })
    .from(loanOrders)
    .leftJoin(wallets, eq(wallets.userId, loanOrders.userId))
    .where(
      and(
        eq(loanOrders.orderNo, sql.placeholder('orderNo')),
        eq(loanOrders.userId, sql.placeholder('userId')),
      ),
    )
    .limit(1)
    .prepare('confirm_facts'),
);

export interface ConfirmFacts {
  readonly order: OrderRow;
  /** The borrower's wallet number; null: none bound. */
  readonly walletAccount: string | null;
  /** The order's journal as it was read with the order (before any accrual due today). */
  readonly sums: readonly KindSum[];
}

/** The order by its number, only if it belongs to the user, with its wallet and journal sums. */
export async function findConfirmFacts(
  db: Db,
  userId: number,
  orderNo: string,
): Promise<ConfirmFacts | undefined> {
  const [row] = await confirmFactsQuery(db).execute({ orderNo, userId });
  if (!row) return undefined;
  return {
    order: row.order,
    walletAccount: row.walletAccount,
    sums: row.sums.map(([account, kind, amount]) => ({ account, kind, amount: Number(amount) })),
  };
}
