/**
 * The notices around a negative listing, by SMS through the outbox and kept for the app: before
 * (arrears over the threshold: the account may be listed once the notice is delivered and old
 * enough), after a listing, the settled update once a listed loan is paid, and the withdrawal of
 * a listing after an upheld dispute. Each once per loan.
 */
import { borrowerDateText, businessDay } from '../../domain/business-date';
import type { SmsTemplate } from '../../domain/sms-words';
import {
  arrearsOf,
  needsNotice,
  type Listing,
  type ListingRules,
} from '../../domain/bureau/listing';
import type { BureauNoticeKind } from '../../db/schema';
import type { ServerDeps } from '../../types';
import { formatAmount } from '../../../shared/format';
import { COUNTRY_FACTS, type Country } from '../../../shared/countries';
import { queueSms, sendQueued, smsLanguage, type SendDeps } from '../sms';
import type { BookLoan } from './facts';
import * as repo from './repo';

type Deps = SendDeps & Pick<ServerDeps, 'log'>;

const TEMPLATE: Record<BureauNoticeKind, SmsTemplate> = {
  'pre-listing': 'bureau.preListing',
  listed: 'bureau.listed',
  updated: 'bureau.updated',
  corrected: 'bureau.corrected',
};

/** Which notice a loan is owed now, given how today's file lists it. */
export function noticeDue(
  loan: BookLoan,
  listing: Listing,
  facts: ListingRules,
): BureauNoticeKind | undefined {
  if (listing === 'negative' && !loan.notices.has('listed')) return 'listed';
  // Listed, then a dispute of it upheld: the borrower is told the listing was withdrawn.
  if (loan.facts.corrected && loan.notices.has('listed') && !loan.notices.has('corrected'))
    return 'corrected';
  if (listing === 'settled' && loan.notices.has('listed') && !loan.notices.has('updated'))
    return 'updated';
  if (!loan.notices.has('pre-listing') && needsNotice(loan.facts, facts)) return 'pre-listing';
  return undefined;
}

/** Writes the notice and its SMS in one transaction, then sends it; false when written before. */
export async function sendNotice(
  deps: Deps,
  country: Country,
  loan: BookLoan,
  kind: BureauNoticeKind,
  facts: Pick<ListingRules, 'noticeDays'>,
): Promise<boolean> {
  const now = deps.clock();
  const amount = arrearsOf(loan.facts);
  const id = await deps.db.transaction(async (tx) => {
    const at = now;
    if (
      !(await repo.insertNotice(tx, {
        orderId: loan.orderId,
        userId: loan.userId,
        kind,
        amount,
        at,
      }))
    )
      return null;
    const outboxId = await queueSms(tx, deps, {
      key: `bureau:${kind}:${loan.orderId}`,
      mobile: loan.mobile,
      lang: smsLanguage(country, loan.lang),
      userId: loan.userId,
      template: TEMPLATE[kind],
      values: {
        orderNo: loan.facts.accountNumber,
        currency: COUNTRY_FACTS[country].currency,
        amount: formatAmount(amount, country),
        days: String(loan.facts.daysInArrears),
        // The earliest day it may be listed: the notice days from today.
        dueDate: borrowerDateText(businessDay(now, country) + facts.noticeDays),
      },
    });
    if (outboxId !== undefined) await repo.linkNoticeSms(tx, loan.orderId, kind, outboxId);
    return outboxId;
  });
  if (id === null) return false;
  await sendQueued(deps, id);
  return true;
}
