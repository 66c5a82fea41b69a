/**
 * Finance's money operations on one loan, each a journal entry that names the staff member and
 * their reason, with an audit row beside it: a write-off (ledger/write-off.ts) and the refund of
 * an overpayment to the borrower's wallet through the rail (the borrower's own refund path). Both
 * are idempotent: a repeated write-off books nothing, a second refund finds no credit left. Above
 * the maker's limit (schemas/<cc>/staff-limits.json) either waits for a checker, booking nothing.
 */
import { ApiError } from '../../api-error';
import { hasWalletRails } from '../../providers';
import type { ServerDeps } from '../../types';
import { totalOwed } from '../../domain/allocation';
import { limitOf, needsChecker } from '../../domain/maker-checker';
import { inPhase } from '../../../shared/orders';
import { accrueLoan } from '../ledger';
import { orderBalances, orderOwed } from '../ledger/repo';
import { writeOffLoan } from '../ledger/write-off';
import { productOfOrder } from '../products';
import { lockOrder } from '../orders/repo';
import { moveCredit } from '../repay/credit';
import { auditInTx } from './audit';
import type { StaffIdentity } from './auth-service';
import { orderRefOf } from './book-repo';
import { askChecker, staffLimits } from './money-checks';

type Deps = Pick<ServerDeps, 'db' | 'clock' | 'config'>;

interface Request {
  readonly orderNo: string;
  readonly reason: string;
  readonly ip: string;
}

function reasonOf(text: string): string {
  const reason = text.trim();
  if (!reason || reason.length > 500) throw new ApiError('badInput');
  return reason;
}

export async function writeOff(deps: Deps, staff: StaffIdentity, input: Request) {
  const reason = reasonOf(input.reason);
  const ref = await orderRefOf(deps.db, input.orderNo);
  if (!ref) throw new ApiError('notFound');
  const now = deps.clock();
  const author = { staffId: staff.id, note: reason };
  const target = `order:${input.orderNo}`;
  const result = await deps.db.transaction(async (tx) => {
    const order = await lockOrder(tx, ref.id);
    // Above the maker's limit the write-off waits for a checker; a repeat is answered below.
    if (order && inPhase(order.status, 'repaying')) {
      const current = await accrueLoan(tx, order, productOfOrder(order), now);
      const amount = totalOwed(await orderOwed(tx, order.id));
      const limit = limitOf(staffLimits(order.country), 'writeOff', staff.role);
      if (needsChecker(limit, amount)) {
        const evidence = { owed: amount, status: current.status, makerLimit: limit };
        const ask = { kind: 'writeOff' as const, orderId: order.id, amount, maker: staff, reason };
        const request = await askChecker(tx, { ...ask, evidence }, now);
        const detail = { amount, reason, requestId: request.id };
        await auditInTx(tx, deps, staff.id, 'writeoff.request', target, detail, input.ip);
        return { outcome: 'waiting' as const, amount, requestId: request.id };
      }
    }
    const booked = await writeOffLoan(tx, ref.id, author, now);
    if (booked.outcome === 'notFound' || booked.outcome === 'notOpen') return booked;
    // A repeat changed nothing, but the attempt is on the record too.
    const detail = { amount: booked.amount, reason, repeated: booked.outcome === 'repeated' };
    await auditInTx(tx, deps, staff.id, 'writeoff.post', target, detail, input.ip);
    return booked;
  });
  if (result.outcome === 'notFound' || result.outcome === 'notOpen')
    throw new ApiError(result.outcome);
  if (result.outcome === 'waiting')
    return { waiting: { requestId: result.requestId, amount: result.amount } };
  return { writtenOff: result.amount, repeated: result.outcome === 'repeated' };
}

/** Above the maker's limit a refund waits for a checker; undefined: the maker may send it. */
async function refundRequest(
  deps: Deps,
  staff: StaffIdentity,
  ref: { id: number },
  input: Request,
) {
  const now = deps.clock();
  const { id: orderId } = ref;
  const reason = reasonOf(input.reason);
  return deps.db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId);
    if (!order) throw new ApiError('notFound');
    const credit = -((await orderBalances(tx, orderId)).get('liability:borrower-credit') ?? 0);
    if (credit <= 0) throw new ApiError('noCredit');
    const limit = limitOf(staffLimits(order.country), 'refund', staff.role);
    if (!needsChecker(limit, credit)) return undefined;
    const ask = { kind: 'refund' as const, orderId, amount: credit, maker: staff, reason };
    const request = await askChecker(tx, { ...ask, evidence: { credit, makerLimit: limit } }, now);
    const detail = { amount: credit, reason, requestId: request.id };
    const target = `order:${input.orderNo}`;
    await auditInTx(tx, deps, staff.id, 'refund.request', target, detail, input.ip);
    return { requestId: request.id, amount: credit };
  });
}

export async function refundCredit(deps: Deps, staff: StaffIdentity, input: Request) {
  const reason = reasonOf(input.reason);
  if (!hasWalletRails(deps.config)) throw new ApiError('noRail');
  const ref = await orderRefOf(deps.db, input.orderNo);
  if (!ref) throw new ApiError('notFound');
  const waiting = await refundRequest(deps, staff, ref, input);
  if (waiting) return { waiting };
  const target = `order:${input.orderNo}`;
  const author = { staffId: staff.id, note: reason };
  // moveCredit refuses from the catalogue (noCredit, noPaymentMethod, walletCoolingOff): the
  // console renders those as they are.
  const amount = await moveCredit(deps, ref, 'refund', author, (tx, credit) =>
    auditInTx(tx, deps, staff.id, 'refund.post', target, { amount: credit, reason }, input.ip),
  );
  return { refunded: amount };
}
