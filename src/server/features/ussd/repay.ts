/**
 * Repaying by USSD (docs/decisions/0052-ussd-channel.md): what is owed today, then a wallet push
 * opened by the repay feature's own confirm, the app's cashier call; and the last payments, the
 * receipts the app lists. A retried request of the same session reuses its payment order.
 */
import { createHash } from 'node:crypto';
import { formatMoney } from '../../../shared/format';
import { inGroup, type OrderStatus } from '../../../shared/orders';
import { ApiError } from '../../api-error';
import { borrowerDateText } from '../../domain/business-date';
import { con, end } from '../../domain/ussd/screen';
import { NAV } from '../../domain/ussd/limits';
import type { ServerDeps } from '../../types';
import { findActiveOrder, findLatestOrder, type OrderRow } from '../orders';
import { balanceAndWalletOf, confirmPayment, minRepay, receiptsView, standingFor } from '../repay';
import type { Who } from './forms-flow';
import { MENU, type UssdState } from './state';
import type { Outcome } from './forms-flow';
import type { UssdWords } from './words';

/** The payment's key: one per session, so a replayed last screen opens no second push. */
export type Payer = Who & { readonly session: string };

const SHOWN_PAYMENTS = 3;
const closed = (lines: readonly string[]): Outcome => ({ state: MENU, screen: end(lines) });
const back = (w: UssdWords) => `${NAV.back} ${w.nav.back}`;

async function owing(deps: ServerDeps, who: Who): Promise<OrderRow | undefined> {
  const order = await findActiveOrder(deps.db, who.userId);
  return order && inGroup(order.status as OrderStatus, 'disbursed') ? order : undefined;
}

/** "Repay": what is owed today, all of it or another amount. */
export async function openRepay(deps: ServerDeps, who: Who, w: UssdWords): Promise<Outcome> {
  const order = await owing(deps, who);
  if (!order) return closed([w.t('repay.none')]);
  const s = await standingFor(deps, order);
  const amount = formatMoney(s.amountDue, who.country);
  const lines = [w.t('repay.owed', { amount }), `1 ${w.t('repay.all')}`, `2 ${w.t('repay.other')}`];
  return { state: { at: 'repay' }, screen: con([...lines, back(w)]) };
}

async function typeScreen(deps: ServerDeps, who: Who, w: UssdWords, note = ''): Promise<Outcome> {
  const order = await owing(deps, who);
  if (!order) return closed([w.t('repay.none')]);
  const s = await standingFor(deps, order);
  const range = {
    min: formatMoney(minRepay(s), who.country),
    max: formatMoney(s.amountDue, who.country),
  };
  return { state: { at: 'repay:amount' }, screen: con([note, w.t('repay.type', range), back(w)]) };
}

/** The wallet push of `amount` (undefined: all that is owed). */
async function push(
  deps: ServerDeps,
  who: Payer,
  amount: number | undefined,
  w: UssdWords,
): Promise<Outcome> {
  const order = await owing(deps, who);
  if (!order) return closed([w.t('repay.none')]);
  const { balance, walletAccount } = await balanceAndWalletOf(deps, who.userId, order.orderNo);
  const key = createHash('sha256').update(`ussd:${who.session}`).digest('base64url').slice(0, 32);
  const input = { channelId: 'wallet', purpose: 'repay' as const, idempotencyKey: key };
  try {
    const paid = await confirmPayment(
      deps,
      balance,
      { ...input, amount: amount ?? balance.amountDue },
      walletAccount,
    );
    const screen = end([w.t('repay.pushed', { amount: formatMoney(paid.amount, who.country) })]);
    return { state: { at: 'repay:pushed', amount: paid.amount }, screen };
  } catch (error) {
    if (error instanceof ApiError && amount !== undefined)
      return typeScreen(deps, who, w, w.t('invalid'));
    throw error;
  }
}

export async function answerRepay(
  deps: ServerDeps,
  who: Payer,
  state: Extract<UssdState, { at: `repay${string}` }>,
  input: string,
  w: UssdWords,
): Promise<Outcome> {
  const at = state.at;
  if (at === 'repay:pushed') return push(deps, who, state.amount, w);
  if (at === 'repay') {
    if (input === '1') return push(deps, who, undefined, w);
    if (input === '2') return typeScreen(deps, who, w);
    return openRepay(deps, who, w);
  }
  if (input === NAV.back) return openRepay(deps, who, w);
  const typed = input.replace(/[\s,]/g, '');
  if (!/^\d{1,9}$/.test(typed)) return typeScreen(deps, who, w, w.t('invalid'));
  return push(deps, who, Number(typed), w);
}

/** "Last payments": the receipts of the borrower's latest loan, newest first. */
export async function lastPayments(deps: ServerDeps, who: Who, w: UssdWords): Promise<Outcome> {
  const order =
    (await findActiveOrder(deps.db, who.userId)) ?? (await findLatestOrder(deps.db, who.userId));
  const disbursed = order && order.disbursedAt !== null ? order : undefined;
  if (!disbursed) return closed([w.t('payments.none')]);
  const { list } = await receiptsView(deps, await standingFor(deps, disbursed));
  const lines = [...list]
    .sort((a, b) => b.paidAt - a.paidAt)
    .slice(0, SHOWN_PAYMENTS)
    .map(
      (r) =>
        `${borrowerDateText(Math.floor(r.paidAt / 86_400))} ${formatMoney(r.amount, who.country)}`,
    );
  return closed(lines.length ? [w.t('payments.title'), ...lines] : [w.t('payments.none')]);
}
