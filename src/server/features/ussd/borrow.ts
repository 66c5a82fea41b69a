/**
 * Borrowing by USSD (docs/decisions/0052-ussd-channel.md): the web's own calls in the web's order.
 * The order is opened as the app opens it; the steps a screen cannot hold (photos, the
 * questionnaire, the wallet's code) are sent by SMS link; at confirm the amount and the days are
 * chosen from the offer, priced by the loans feature's quote (the key facts the app shows) and
 * booked by its submit on "1 Accept", which signs with the profile's name as the app's
 * signature must; then the approved money goes to the wallet through the same payout.
 */
import { formatMoney } from '../../../shared/format';
import { inGroup, ORDER_STATUS, screenPath, type OrderStatus } from '../../../shared/orders';
import { borrowerDateText } from '../../domain/business-date';
import { paginate } from '../../domain/ussd/question';
import { con, end } from '../../domain/ussd/screen';
import { NAV, USSD_LIMITS } from '../../domain/ussd/limits';
import { optionIndex, optionNumber } from '../../domain/ussd/fields';
import type { ServerDeps } from '../../types';
import { ApiError } from '../../api-error';
import { bureauFacts, consentVersion } from '../bureau';
import { confirmQuote, shownOffer, signerName, startDisbursement, submitOrder } from '../loans';
import { applyForLoan, findActiveOrder, type OrderRow } from '../orders';
import { productOf } from '../products';
import { formsMenu, type Outcome, type Who } from './forms-flow';
import { MENU, type Choice, type UssdState } from './state';
import { sendAgreementLink, sendFinishOnWeb } from './web-link';
import type { UssdWords } from './words';

export type Borrower = Who & { readonly lang: string };
type BorrowState = Extract<UssdState, { at: `borrow:${string}` }>;

const DAY_MS = 86_400_000;
const money = (who: Who, n: number) => formatMoney(n, who.country);
const back = (words: UssdWords) => `${NAV.back} ${words.nav.back}`;
const closed = (lines: readonly string[]): Outcome => ({ state: MENU, screen: end(lines) });

async function amountScreen(deps: ServerDeps, who: Borrower, page: number, words: UssdWords) {
  const offer = await shownOffer(deps.db, who.userId, productOf(who.country));
  const lines = offer.amounts.map((a, i) => `${optionNumber(i)} ${money(who, a)}`);
  const header = [words.t('borrow.amount')];
  const more = `${NAV.more} ${words.nav.more}`;
  const pages = paginate(header, lines, [back(words)], more, USSD_LIMITS.screenChars);
  const at = Math.min(page, pages.length - 1);
  const foot = at < pages.length - 1 ? [more, back(words)] : [back(words)];
  return {
    offer,
    pages: pages.length,
    outcome: {
      state: { at: 'borrow:amount', page: at },
      screen: con([...header, ...(pages[at] ?? []), ...foot]),
    } satisfies Outcome,
  };
}

async function termScreen(deps: ServerDeps, who: Borrower, amount: number, words: UssdWords) {
  const offer = await shownOffer(deps.db, who.userId, productOf(who.country));
  const lines = offer.terms.map(
    (days, i) => `${optionNumber(i)} ${words.t('borrow.days', { days: String(days) })}`,
  );
  const screen = con([words.t('borrow.term'), ...lines, back(words)]);
  return { offer, outcome: { state: { at: 'borrow:term', amount }, screen } satisfies Outcome };
}

/** The key facts of the quote the app's confirm screen shows for this choice. */
async function factsScreen(
  deps: ServerDeps,
  who: Borrower,
  order: OrderRow,
  c: Choice,
  w: UssdWords,
) {
  const { quote } = await confirmQuote(deps, who.userId, { orderNo: order.orderNo, ...c });
  const facts = w.t('borrow.facts', {
    amount: money(who, quote.loanAmount),
    days: String(quote.days),
    received: money(who, quote.disbursalAmount),
    repay: money(who, quote.repayAmount),
    date: borrowerDateText(Math.floor((quote.dueDate * 1000) / DAY_MS)),
    cost: money(who, quote.totalCostOfCredit),
    apr: quote.apr.toFixed(2),
  });
  const next = `1 ${w.t('borrow.next')}`;
  return { state: { at: 'borrow:facts', ...c }, screen: con([facts, next, back(w)]) } as Outcome;
}

function acceptScreen(c: Choice, w: UssdWords): Outcome {
  const items = [`1 ${w.t('borrow.acceptItem')}`, back(w)];
  return { state: { at: 'borrow:accept', ...c }, screen: con([w.t('borrow.accept'), ...items]) };
}

const appliedScreen = (orderNo: string, w: UssdWords): Outcome => ({
  state: { at: 'borrow:applied', orderNo },
  screen: end([w.t('borrow.applied')]),
});

/** "1 Accept": the app's submit of the quote last shown, signed with the profile's name. */
async function accept(deps: ServerDeps, who: Borrower, order: OrderRow, c: Choice, w: UssdWords) {
  const { quoteId } = await confirmQuote(deps, who.userId, { orderNo: order.orderNo, ...c });
  const name = await signerName(deps.db, who.userId);
  const signature = [name.firstName, name.middleName, name.lastName].filter(Boolean).join(' ');
  const consent = bureauFacts(who.country) ? { bureauConsent: consentVersion(who.lang) } : {};
  const input = { orderNo: order.orderNo, quoteId, ...c, agreed: true, signature, ...consent };
  await submitOrder(deps, who.userId, input, '', who.lang);
  await sendAgreementLink(deps, who, order);
  return appliedScreen(order.orderNo, w);
}

/** Where the open order stands decides the screen; a step a screen cannot hold goes by SMS. */
async function standing(deps: ServerDeps, who: Borrower, order: OrderRow, w: UssdWords) {
  const status = order.status as OrderStatus;
  if (status === ORDER_STATUS.basicInfo || status === ORDER_STATUS.addition)
    return formsMenu(deps, who, w, w.t('borrow.forms'));
  if (status === ORDER_STATUS.confirm) return (await amountScreen(deps, who, 0, w)).outcome;
  if (status === ORDER_STATUS.getMoney) {
    const amount = money(who, order.quote?.disbursalAmount ?? 0);
    const lines = [w.t('borrow.approved', { amount }), `1 ${w.t('borrow.take')}`, back(w)];
    return { state: { at: 'borrow:take' }, screen: con(lines) } satisfies Outcome;
  }
  const route = screenPath(status);
  const onWeb: readonly OrderStatus[] = [
    ORDER_STATUS.identityOcr,
    ORDER_STATUS.question,
    ORDER_STATUS.bindCard,
  ];
  if (route && onWeb.includes(status)) {
    await sendFinishOnWeb(deps, who, route);
    return closed([w.t('web.finish')]);
  }
  if (inGroup(status, 'disbursed')) return closed([w.t('borrow.hasLoan')]);
  return closed([w.t('borrow.checking')]);
}

/** "Borrow" on the menu: the open order, or a new one opened as the app's apply opens it. */
export async function openBorrow(deps: ServerDeps, who: Borrower, w: UssdWords): Promise<Outcome> {
  const open = await findActiveOrder(deps.db, who.userId);
  if (open) return standing(deps, who, open, w);
  try {
    await applyForLoan(deps, who.userId, productOf(who.country).productId);
  } catch (error) {
    // A refusal of the app's apply (not eligible yet); anything else is the server's to report.
    if (!(error instanceof ApiError)) throw error;
    return closed([w.t('borrow.unavailable')]);
  }
  const order = await findActiveOrder(deps.db, who.userId);
  return order ? standing(deps, who, order, w) : closed([w.t('borrow.unavailable')]);
}

/** The borrower typed `input` on a borrowing screen. */
export async function answerBorrow(
  deps: ServerDeps,
  who: Borrower,
  state: BorrowState,
  input: string,
  w: UssdWords,
): Promise<Outcome> {
  if (state.at === 'borrow:applied') return appliedScreen(state.orderNo, w);
  const order = await findActiveOrder(deps.db, who.userId);
  if (!order) return openBorrow(deps, who, w);
  if (state.at === 'borrow:take') {
    if (input !== '1') return closed([w.t('borrow.checking')]);
    await startDisbursement(deps, order.id, 'taken by borrower by USSD');
    return closed([w.t('borrow.sent', { amount: money(who, order.quote?.disbursalAmount ?? 0) })]);
  }
  if (order.status !== ORDER_STATUS.confirm) return standing(deps, who, order, w);
  if (state.at === 'borrow:amount') {
    if (input === NAV.more) return (await amountScreen(deps, who, state.page + 1, w)).outcome;
    const shown = await amountScreen(deps, who, state.page, w);
    const amount = shown.offer.amounts[optionIndex(input, shown.offer.amounts.length)];
    if (amount === undefined) return shown.outcome;
    return (await termScreen(deps, who, amount, w)).outcome;
  }
  if (state.at === 'borrow:term') {
    if (input === NAV.back) return (await amountScreen(deps, who, 0, w)).outcome;
    const shown = await termScreen(deps, who, state.amount, w);
    const days = shown.offer.terms[optionIndex(input, shown.offer.terms.length)];
    if (days === undefined) return shown.outcome;
    return factsScreen(deps, who, order, { amount: state.amount, days }, w);
  }
  const choice = { amount: state.amount, days: state.days };
  if (input === NAV.back)
    return state.at === 'borrow:facts'
      ? (await termScreen(deps, who, state.amount, w)).outcome
      : factsScreen(deps, who, order, choice, w);
  if (state.at === 'borrow:facts')
    return input === '1' ? acceptScreen(choice, w) : factsScreen(deps, who, order, choice, w);
  return input === '1' ? accept(deps, who, order, choice, w) : acceptScreen(choice, w);
}
