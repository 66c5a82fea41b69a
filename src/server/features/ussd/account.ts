/**
 * "My limit and what I owe": the offer the app shows and, for a loan paid out, what the journal
 * says is owed today and on the due date (the same reads as Home and the console's summary).
 */
import type { Country } from '../../../shared/countries';
import { formatMoney } from '../../../shared/format';
import { inGroup, type OrderStatus } from '../../../shared/orders';
import { businessDateText } from '../../domain/business-date';
import type { ServerDeps } from '../../types';
import { findActiveOrder } from '../orders';
import { offerFor, productOf } from '../products';
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
  const offer = await offerFor(deps.db, userId, productOf(country));
  const lines = [words.t('limit.offer', { amount: money(Math.max(0, ...offer.amounts)) })];
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
