/**
 * Finance's money operations on one loan, each a journal entry that names the staff member and
 * their reason, with an audit row beside it: a write-off (ledger/write-off.ts) and the refund of
 * an overpayment to the borrower's wallet through the rail (the borrower's own refund path). Both
 * are idempotent: a repeated write-off books nothing, a second refund finds no credit left. Above
 * the maker's windows (schemas/<cc>/staff-limits.json, sums over the loan, the member's day and
 * the borrower's window: decision 0039) either waits for a checker, booking nothing.
 */
import { ApiError } from '../../api-error';
import { hasWalletRails } from '../../providers';
import type { ServerDeps } from '../../types';
import { totalOwed } from '../../domain/allocation';
import { inPhase } from '../../../shared/orders';
import { accrueLoan, orderBalances, orderOwed, writeOffLoan } from '../ledger';
import { productOfOrder } from '../products';
import { lockOrder } from '../orders';
import { moveCredit } from '../repay';
import { auditInTx } from './audit';
import type { StaffIdentity } from './auth-service';
import { orderRefOf } from './book-repo';
import { askChecker } from './money-checks';
import { recordAlone, roomFor, windowEvidence } from './staff-windows';

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
    // Above the maker's windows the write-off waits for a checker; a repeat is answered below.
    const room =
      order && inPhase(order.status, 'repaying')
        ? await roomFor(tx, staff, order, 'writeOff', now)
        : undefined;
    if (order && room) {
      const current = await accrueLoan(tx, order, productOfOrder(order), now);
      const amount = totalOwed(await orderOwed(tx, order.id));
      if (amount > room.amount) {
        const evidence = {
          owed: amount,
          status: current.status,
          makerLimit: room.limits.loan,
          ...windowEvidence(room),
        };
        const ask = { kind: 'writeOff' as const, orderId: order.id, amount, maker: staff, reason };
        const request = await askChecker(tx, { ...ask, evidence }, now);
        const detail = { amount, reason, requestId: request.id };
        await auditInTx(tx, deps, staff.id, 'writeoff.request', target, detail, input.ip);
        return { outcome: 'waiting' as const, amount, requestId: request.id };
      }
    }
    const booked = await writeOffLoan(tx, ref.id, author, now);
    if (booked.outcome === 'notFound' || booked.outcome === 'notOpen') return booked;
    if (order && booked.outcome === 'booked')
      await recordAlone(tx, staff, order, 'writeOff', booked.amount, now);
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

/** Records the refund of the loan's whole credit as a request for a checker. */
async function refundRequest(
  deps: Deps,
  staff: StaffIdentity,
  ref: { id: number },
  input: Request,
  reason: string,
) {
  const now = deps.clock();
  return deps.db.transaction(async (tx) => {
    const order = await lockOrder(tx, ref.id);
    if (!order) throw new ApiError('notFound');
    const credit = -((await orderBalances(tx, order.id)).get('liability:borrower-credit') ?? 0);
    if (credit <= 0) throw new ApiError('noCredit');
    const room = await roomFor(tx, staff, order, 'refund', now);
    const evidence = { credit, makerLimit: room.limits.loan, ...windowEvidence(room) };
    const ask = {
      kind: 'refund' as const,
      orderId: order.id,
      amount: credit,
      maker: staff,
      reason,
    };
    const request = await askChecker(tx, { ...ask, evidence }, now);
    const detail = { amount: credit, reason, requestId: request.id };
    const target = `order:${input.orderNo}`;
    await auditInTx(tx, deps, staff.id, 'refund.request', target, detail, input.ip);
    return { requestId: request.id, amount: credit };
  });
}

/**
 * Sends the loan's credit back to the borrower's wallet. The windows are counted inside the
 * transaction that moves the credit (the loan's row locked): above them nothing moves and the
 * refund waits for a checker instead.
 */
export async function refundCredit(deps: Deps, staff: StaffIdentity, input: Request) {
  const reason = reasonOf(input.reason);
  if (!hasWalletRails(deps.config)) throw new ApiError('noRail');
  const ref = await orderRefOf(deps.db, input.orderNo);
  if (!ref) throw new ApiError('notFound');
  const order = { id: ref.id, userId: ref.userId, country: ref.country };
  const target = `order:${input.orderNo}`;
  const author = { staffId: staff.id, note: reason };
  const now = deps.clock();
  let above = false;
  try {
    // moveCredit refuses from the catalogue (noCredit, noPaymentMethod, walletCoolingOff): the
    // console renders those as they are.
    const amount = await moveCredit(deps, ref, 'refund', author, async (tx, credit) => {
      if (credit > (await roomFor(tx, staff, order, 'refund', now)).amount) {
        // Nothing moves: the transaction rolls back, and the refund is asked of a checker below.
        above = true;
        throw new ApiError('nothingToBook');
      }
      await recordAlone(tx, staff, order, 'refund', credit, now);
      await auditInTx(
        tx,
        deps,
        staff.id,
        'refund.post',
        target,
        { amount: credit, reason },
        input.ip,
      );
    });
    return { refunded: amount };
  } catch (error) {
    if (!above) throw error;
    return { waiting: await refundRequest(deps, staff, ref, input, reason) };
  }
}
