/**
 * The statement of account of one loan: the journal's entries of the order, as the pure
 * rule in domain/statement.ts reads them, in the contract's shape (dates in epoch seconds).
 */
import { statementFrom, type StatementLine } from '../../domain/statement';
import type { EndpointTypes } from '../../../shared/contract/types.gen';
import { DAY_MS } from '../../../shared/business-calendar';
import type { ServerDeps } from '../../types';
import { orderEntries } from '../ledger';
import { seconds } from '../loans';
import type { Standing } from './standing';

type Deps = Pick<ServerDeps, 'db' | 'clock'>;
type StatementView = EndpointTypes['repaymentStatement']['response'];

/** Noon UTC of a business day: the same calendar date in every zone the app serves. */
const dateOfDay = (day: number) => seconds(day * DAY_MS + DAY_MS / 2);

function lineView(l: StatementLine): StatementView['lines'][number] {
  const { at, fromDay, toDay, ...rest } = l;
  return {
    ...rest,
    at: seconds(at),
    ...(fromDay === undefined ? {} : { fromDate: dateOfDay(fromDay) }),
    ...(toDay === undefined ? {} : { toDate: dateOfDay(toDay) }),
  };
}

/** The statement of the loan `s` stands for, accrued through today (standingOf). */
export async function statementView(deps: Deps, s: Standing): Promise<StatementView> {
  const statement = statementFrom(await orderEntries(deps.db, s.order.id));
  return {
    orderNo: s.order.orderNo,
    currency: s.product.currency,
    generatedAt: seconds(deps.clock()),
    lines: statement.lines.map(lineView),
    totals: statement.totals,
    balance: statement.balance,
    credit: statement.credit,
  };
}
