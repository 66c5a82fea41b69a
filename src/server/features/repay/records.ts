/**
 * The borrower's order lists (records, the lending record, the repay tab), each owing order with
 * what it owes today from the journal.
 */
import { ApiError } from '../../api-error';
import { statusesInGroup, statusesInPhase } from '../../../shared/orders';
import type { ServerDeps } from '../../types';
import { findUser, listOrders } from '../orders';
import { summariesToday } from './summaries';

type Deps = Pick<ServerDeps, 'db' | 'clock'>;

/** A deleted borrower gets tokenInvalid. */
async function requireUser(deps: Deps, userId: number) {
  if (!(await findUser(deps.db, userId))) throw new ApiError('tokenInvalid');
}

export async function ordersPage(
  deps: Deps,
  userId: number,
  input: { page?: number; pageSize?: number },
  disbursedOnly: boolean,
) {
  await requireUser(deps, userId);
  const page = await listOrders(deps.db, userId, {
    page: input.page ?? 1,
    pageSize: input.pageSize ?? 20,
    ...(disbursedOnly ? { statuses: statusesInGroup('disbursed') } : {}),
  });
  return { list: await summariesToday(deps, page.list), total: page.total };
}

export async function repayProducts(deps: Deps, userId: number) {
  await requireUser(deps, userId);
  const page = await listOrders(deps.db, userId, {
    statuses: statusesInPhase('repaying'),
    page: 1,
    pageSize: 50,
  });
  return { list: await summariesToday(deps, page.list) };
}
