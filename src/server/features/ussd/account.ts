/**
 * "My limit and what I owe": the offer the app shows and, for a loan paid out, what the journal
 * says is owed today and on the due date (the same reads as Home and the console's summary).
 */
import type { Country } from '../../../shared/countries';
import { formatMoney } from '../../../shared/format';
import { inGroup, type OrderStatus } from '../../../shared/orders';
import { businessDateText } from '../../domain/business-date';
import type { ServerDeps } from '../../types';
import { bureauNoticeOf, type BureauNoticeView } from '../bureau';
import { findActiveOrder } from '../orders';
import { shownOffer } from '../loans';
import { productOf } from '../products';
import { standingFor } from '../repay';
import type { UssdWords } from './words';

type Deps = Pick<ServerDeps, 'db' | 'clock'>;

export async function limitLines(
  deps: Deps,
  userId: number,
  country: Country,
  words: UssdWords,
): Promise<string[]> {
  const money = (n: number) => formatMoney(n, country);
  // The limit Home shows: the ladder's, or the lower one the latest decision carried.
  const offer = await shownOffer(deps.db, userId, productOf(country));
  const lines = [words.t('limit.offer', { amount: money(offer.level.limit) })];
  const order = await findActiveOrder(deps.db, userId);
  if (!order || !inGroup(order.status as OrderStatus, 'disbursed') || order.dueDay === null)
    return [...lines, words.t('limit.none')];
  const standing = await standingFor(deps, order);
  return [
    ...lines,
    words.t('limit.owed', {
      today: money(standing.amountDue),
      date: businessDateText(order.dueDay),
      due: money(standing.owedOnDueDate),
    }),
  ];
}

const dayOf = (seconds: number) => businessDateText(Math.floor((seconds * 1000) / 86_400_000));

/** The bureau notice's screen, from the view Home and Records show. */
export function noticeText(
  notice: BureauNoticeView | undefined,
  country: Country,
  words: UssdWords,
): string[] {
  if (!notice) return [words.t('notice.none')];
  const amount = formatMoney(notice.amount, country);
  const date = dayOf(notice.noticeAt);
  const told =
    notice.kind === 'pre-listing' && notice.listableFrom !== undefined
      ? words.t('notice.preListing', { date, amount, from: dayOf(notice.listableFrom) })
      : notice.listedAt !== undefined
        ? words.t('notice.listed', { amount, from: dayOf(notice.listedAt) })
        : words.t('notice.other', { date });
  return [
    told,
    notice.supportPhone ? words.t('notice.dispute', { phone: notice.supportPhone }) : '',
  ];
}

/** The pre-listing notice of the borrower's loan and how to dispute it. */
export async function noticeLines(
  deps: Deps,
  userId: number,
  country: Country,
  words: UssdWords,
): Promise<string[]> {
  const order = await findActiveOrder(deps.db, userId);
  return noticeText(order ? await bureauNoticeOf(deps, order) : undefined, country, words);
}
