/**
 * The SMS a borrower receives when a decision changes what we lend them (decision 0053): a limit
 * cut below what they had (the policy's main reasons, never a score), or a cut limit lifted (what
 * lowered it and no longer holds). Written in the assessment's transaction with the approval.
 */
import { AMOUNT_ABOVE_LIMIT } from '../../domain/credit-policy';
import type { Db } from '../../db/client';
import type { ServerDeps } from '../../types';
import type { Country } from '../../../shared/countries';
import { findUser } from '../orders';
import { countrySms, queueSms, receiptAmount, smsLanguage } from '../sms';
import type { CarriedLimit } from './carried';
import { reasonWords } from './decline-sms';

type Deps = Pick<ServerDeps, 'clock' | 'config'>;

export interface LimitChange {
  readonly kind: 'cut' | 'raised';
  readonly limit: number;
  /** Cut: the decision's reasons. Raised: the reasons of the cut that no longer hold. */
  readonly reasons: readonly string[];
}

/** What an approval changed from the limit carried before it (none: the ladder's). */
export function limitChange(
  before: CarriedLimit | undefined,
  decision: { readonly limit: number; readonly reasons: readonly string[] },
  ladder: number,
): LimitChange | undefined {
  const now = Math.min(decision.limit, ladder);
  const told = decision.reasons.filter((r) => r !== AMOUNT_ABOVE_LIMIT);
  if (now < (before?.limit ?? ladder)) return { kind: 'cut', limit: now, reasons: told };
  if (!before || now <= before.limit) return undefined;
  const cleared = before.reasons.filter((r) => !told.includes(r));
  return { kind: 'raised', limit: now, reasons: cleared };
}

export interface ApprovedOrder {
  readonly id: number;
  readonly orderNo: string;
  readonly userId: number;
  readonly country: Country;
}

/** Queues the change's SMS; none when nothing changed or no reason has words to say why. */
export async function queueLimitSms(
  db: Db,
  deps: Deps,
  order: ApprovedOrder,
  change: LimitChange | undefined,
): Promise<void> {
  if (!change) return;
  const user = await findUser(db, order.userId);
  if (!user || user.deletedAt) return;
  const lang = smsLanguage(order.country, user.lang) ?? countrySms(order.country).language;
  const words = reasonWords(lang, change.reasons);
  if (!words) return;
  await queueSms(db, deps, {
    key: `limit:${change.kind}:${order.id}`,
    mobile: user.mobile,
    lang,
    userId: order.userId,
    orderId: order.id,
    template: change.kind === 'cut' ? 'credit.limitCut' : 'credit.limitRaised',
    values: {
      orderNo: order.orderNo,
      amount: receiptAmount(change.limit, order.country),
      reasons: words,
    },
  });
}
