/**
 * Finance's money operations on one loan, each a journal entry that names the staff member and
 * their reason, with an audit row beside it: a write-off (ledger/write-off.ts) and the refund of
 * an overpayment to the borrower's wallet through the rail (the borrower's own refund path). Both
 * are idempotent: a repeated write-off books nothing, a second refund finds no credit left.
 */
import { ApiError } from '../../api-error';
import { hasWalletRails } from '../../providers';
import type { ServerDeps } from '../../types';
import { writeOffLoan } from '../ledger/write-off';
import { moveCredit } from '../repay/credit';
import { audit } from './audit';
import type { StaffIdentity } from './auth-service';
import { orderRefOf } from './book-repo';

export type MoneyRefusal =
  'badInput' | 'notFound' | 'notOpen' | 'noCredit' | 'noPaymentMethod' | 'noRail';

export class MoneyError extends Error {
  constructor(readonly reason: MoneyRefusal) {
    super(reason);
  }
}

type Deps = Pick<ServerDeps, 'db' | 'clock' | 'config'>;

interface Request {
  readonly orderNo: string;
  readonly reason: string;
  readonly ip: string;
}

function reasonOf(text: string): string {
  const reason = text.trim();
  if (!reason || reason.length > 500) throw new MoneyError('badInput');
  return reason;
}

export async function writeOff(deps: Deps, staff: StaffIdentity, input: Request) {
  const reason = reasonOf(input.reason);
  const ref = await orderRefOf(deps.db, input.orderNo);
  if (!ref) throw new MoneyError('notFound');
  const now = deps.clock();
  const result = await deps.db.transaction((tx) =>
    writeOffLoan(tx, ref.id, { staffId: staff.id, note: reason }, now),
  );
  if (result.outcome === 'notFound' || result.outcome === 'notOpen')
    throw new MoneyError(result.outcome);
  // A repeat changed nothing, but the attempt is on the record too.
  await audit(
    deps,
    staff.id,
    'writeoff.post',
    `order:${input.orderNo}`,
    { amount: result.amount, reason, repeated: result.outcome === 'repeated' },
    input.ip,
  );
  return { writtenOff: result.amount, repeated: result.outcome === 'repeated' };
}

export async function refundCredit(deps: Deps, staff: StaffIdentity, input: Request) {
  const reason = reasonOf(input.reason);
  if (!hasWalletRails(deps.config)) throw new MoneyError('noRail');
  const ref = await orderRefOf(deps.db, input.orderNo);
  if (!ref) throw new MoneyError('notFound');
  let amount: number;
  try {
    amount = await moveCredit(deps, ref, 'refund', { staffId: staff.id, note: reason });
  } catch (error) {
    if (error instanceof ApiError && error.codeName === 'noCredit')
      throw new MoneyError('noCredit');
    if (error instanceof ApiError && error.codeName === 'noPaymentMethod')
      throw new MoneyError('noPaymentMethod');
    throw error;
  }
  await audit(
    deps,
    staff.id,
    'refund.post',
    `order:${input.orderNo}`,
    { amount, reason },
    input.ip,
  );
  return { refunded: amount };
}
