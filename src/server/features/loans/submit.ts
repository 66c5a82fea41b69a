/**
 * Confirm and submit (docs/product.md §4, docs/architecture.md §1). The quote is the key-facts box; submit e-signs it and
 * moves 14 → 19 → 1 in one transaction, then schedules the assessment. The order itself is the
 * idempotency key: a retried submit (the finish_loading retry button) finds the order already
 * past 14 and answers with its status, never a second order or a second assessment.
 */
import { ApiError } from '../../api-error';
import { chargesOf, grossCharges } from '../../domain/pricing';
import { signatureMatches } from '../../../shared/signature';
import type { OfferedQuote } from '../../db/schema';
import { ORDER_STATUS } from '../../../shared/orders';
import type { ServerDeps } from '../../types';
import { markCouponUsed } from '../coupons';
import { schedule } from '../../jobs/queue';
import { orderOffer, productOf, termsOf } from '../products';
import { couponOff } from './quote';
import { lockOrder, moveOrder, type OrderRow, requireOwnOrder } from '../orders';
import { signedAgreement } from './agreement';
import { signerName } from './signer';
import { recordBureauConsent, requireBureauConsent } from '../bureau';

type Deps = Pick<ServerDeps, 'db' | 'clock' | 'config' | 'sms' | 'log'>;

export { confirmQuote } from './quote';

interface SubmitInput {
  orderNo: string;
  quoteId: string;
  amount: number;
  days: number;
  couponId?: string;
  agreed: boolean;
  agreementSha256?: string;
  signature: string;
  bureauConsent?: string;
}

/**
 * The quote to book: the order's last offered quote, unchanged and unexpired. The amount, term
 * and coupon sent must be that quote's, so a request altered or replayed from an older screen is
 * refused rather than booked (the borrower who chose 30,000 is never lent 60,000).
 */
function quoteToBook(order: OrderRow, input: SubmitInput, now: number): OfferedQuote {
  const q = order.offeredQuote;
  if (
    !q ||
    q.quoteId !== input.quoteId ||
    q.loanAmount !== input.amount ||
    q.days !== input.days ||
    q.couponId !== (input.couponId ?? null)
  )
    throw new ApiError('quoteStale');
  if (now > q.expiresAt) throw new ApiError('quoteExpired');
  const offer = orderOffer(productOf(order.country), order.level);
  if (!offer.amounts.includes(q.loanAmount) || !offer.terms.includes(q.days))
    throw new ApiError('amountOutOfRange');
  return q;
}

/** The coupon of the quote must still give exactly what the quote counted. */
async function checkCoupon(deps: Deps, userId: number, order: OrderRow, q: OfferedQuote) {
  if (!q.couponId) return;
  const gross = grossCharges(productOf(order.country), q.loanAmount, q.days);
  const now = await couponOff(deps, userId, q.couponId, { principal: q.loanAmount, ...gross });
  if ('refusal' in now) throw new ApiError(now.refusal);
  if (now.off.feeOff !== q.feeOff || now.off.interestOff !== q.interestOff)
    throw new ApiError('quoteStale');
}

/** The typed name must be the profile's (case, spacing and diacritics forgiven). */
async function checkSignature(deps: Deps, userId: number, signature: string) {
  if (!signatureMatches(signature, await signerName(deps.db, userId)))
    throw new ApiError('signatureMismatch');
}

export async function submitOrder(
  deps: Deps,
  userId: number,
  input: SubmitInput,
  ip = '',
  lang = 'en',
) {
  if (input.agreed !== true) throw new ApiError('agreementRequired');
  const order = await requireOwnOrder(deps.db, userId, input.orderNo);
  if (order.status !== ORDER_STATUS.confirm) {
    if (order.submittedAt) return { orderNo: order.orderNo, status: order.status };
    throw new ApiError('orderStatusInvalid');
  }
  const now = deps.clock();
  const q = quoteToBook(order, input, now);
  requireBureauConsent(order.country, lang, input.bureauConsent);
  await checkSignature(deps, userId, input.signature);
  const agreement = signedAgreement(
    { orderNo: order.orderNo, appName: deps.config.appName, lang },
    productOf(order.country),
    q,
    await signerName(deps.db, userId),
    input.agreementSha256,
  );
  // The document shown must be this quote's: an agreement of other figures is not the one signed.
  if (!agreement) throw new ApiError('quoteStale');
  await checkCoupon(deps, userId, order, q);
  const moved = await deps.db.transaction(async (tx) => {
    const locked = await lockOrder(tx, order.id);
    if (!locked || locked.status !== ORDER_STATUS.confirm) return locked;
    // The order changed quote between the read above and this lock: book nothing stale.
    if (locked.offeredQuote?.quoteId !== q.quoteId) throw new ApiError('quoteStale');
    if (q.couponId) await markCouponUsed(tx, q.couponId, order.orderNo, new Date(now));
    if (input.bureauConsent) {
      const consent = { version: input.bureauConsent, lang: agreement.lang };
      await recordBureauConsent(tx, { userId, orderId: order.id, ...consent, at: now });
    }
    // Exactly the quote shown: its fee and interest are already net of the coupon.
    const terms = termsOf(productOf(order.country));
    const accepted = { quoteId: q.quoteId, ...chargesOf(q), aprBp: q.aprBp, terms };
    const esign = {
      name: input.signature.trim(),
      at: Math.floor(now / 1000),
      ip,
      agreementSha256: agreement.sha256,
      lang: agreement.lang,
      agreementText: agreement.text,
    };
    const patch = {
      amount: q.loanAmount,
      days: q.days,
      quote: accepted,
      couponId: q.couponId,
      esign,
      submittedAt: new Date(now),
    };
    const submitted = await moveOrder(
      tx,
      locked,
      ORDER_STATUS.finishLoading,
      'submitted',
      now,
      patch,
    );
    // With data collection required (config), the order waits at 19 and the assessment job checks it.
    const assessing =
      deps.config.collectionRequired[order.country].length === 0
        ? await moveOrder(tx, submitted, ORDER_STATUS.applying, 'no data collection required', now)
        : submitted;
    await schedule(tx, {
      kind: 'assess',
      key: `assess:${order.id}`,
      runAt: now + deps.config.assessmentDelaySeconds * 1000,
      payload: { orderId: order.id },
    });
    return assessing;
  });
  return { orderNo: order.orderNo, status: moved?.status ?? order.status };
}
