/**
 * The USSD menu (docs/decisions/0052-ussd-channel.md): register on the network's number, fill the
 * forms, see the limit and what is owed, borrow, repay, the last payments, the bureau notice and
 * the language.
 */
import type { Country } from '../../../shared/countries';
import { USSD_FORMS } from '../../domain/ussd/limits';
import { con, end } from '../../domain/ussd/screen';
import type { ServerDeps } from '../../types';
import { registerNetworkNumber, type NetworkUser } from '../auth';
import { limitLines, noticeLines } from './account';
import { answerBorrow, openBorrow, type Borrower } from './borrow';
import { answerForm, formsMenu, openForm, type Outcome } from './forms-flow';
import { chooseLanguage, languageScreen } from './language';
import { answerRepay, lastPayments, openRepay } from './repay';
import { MENU, type UssdState } from './state';
import { ussdWords, type UssdWords } from './words';

export interface Caller {
  readonly e164: string;
  readonly country: Country;
  readonly lang: string;
  readonly user: NetworkUser | undefined;
  /** The gateway's session: what makes a replayed request's payment the same one. */
  readonly session: string;
}

const REGISTERED_ITEMS = [
  'details',
  'limit',
  'borrow',
  'repay',
  'payments',
  'notice',
  'language',
] as const;

function mainMenu(deps: ServerDeps, caller: Caller, words: UssdWords, note = ''): Outcome {
  const items = caller.user ? REGISTERED_ITEMS : (['register'] as const);
  const lines = items.map((item, i) => `${i + 1} ${words.t(`menu.${item}`)}`);
  const welcome = words.t('menu.welcome', { app: deps.config.appName });
  return { state: MENU, screen: con([note, welcome, ...lines]) };
}

const whoOf = (user: NetworkUser, caller: Caller): Borrower & { session: string } => ({
  userId: user.id,
  country: user.country,
  mobile: user.mobile,
  lang: caller.lang,
  session: caller.session,
});

async function fromMenu(
  deps: ServerDeps,
  caller: Caller,
  input: string,
  words: UssdWords,
): Promise<Outcome> {
  if (input === '') return mainMenu(deps, caller, words);
  const user = caller.user;
  if (!user) {
    if (input !== '1') return mainMenu(deps, caller, words, words.t('invalid'));
    const made = await registerNetworkNumber(deps, caller.e164, caller.country, caller.lang);
    return formsMenu(deps, whoOf(made, caller), words, words.t('registered'));
  }
  const item = REGISTERED_ITEMS[Number(input) - 1];
  if (!/^\d$/.test(input) || item === undefined)
    return mainMenu(deps, caller, words, words.t('invalid'));
  const who = whoOf(user, caller);
  if (item === 'details') return formsMenu(deps, who, words);
  if (item === 'limit')
    return { state: MENU, screen: end(await limitLines(deps, user.id, user.country, words)) };
  if (item === 'notice')
    return { state: MENU, screen: end(await noticeLines(deps, user.id, user.country, words)) };
  if (item === 'borrow') return openBorrow(deps, who, words);
  if (item === 'repay') return openRepay(deps, who, words);
  if (item === 'payments') return lastPayments(deps, who, words);
  return languageScreen(user.country, words);
}

/** The screen after `input` in `state`. */
export async function step(
  deps: ServerDeps,
  caller: Caller,
  state: UssdState,
  input: string,
  words: UssdWords,
): Promise<Outcome> {
  const user = caller.user;
  if (state.at === 'menu' || !user) return fromMenu(deps, caller, input, words);
  const who = whoOf(user, caller);
  const home = input === '0' && state.at !== 'form' && state.at !== 'borrow:applied';
  if (home && ['forms', 'language', 'repay', 'borrow:amount', 'borrow:take'].includes(state.at))
    return mainMenu(deps, caller, words);
  if (state.at === 'forms') {
    const form = USSD_FORMS[Number(input) - 1];
    if (!/^\d$/.test(input) || form === undefined)
      return formsMenu(deps, who, words, words.t('invalid'));
    return openForm(deps, who, form, words);
  }
  if (state.at === 'language') {
    const lang = await chooseLanguage(deps, user, input);
    if (!lang) return languageScreen(user.country, words);
    const chosen = ussdWords(lang);
    return mainMenu(deps, { ...caller, lang }, chosen, chosen.t('language.saved'));
  }
  if (state.at === 'repay' || state.at === 'repay:amount' || state.at === 'repay:pushed')
    return answerRepay(deps, who, state, input, words);
  if (state.at === 'form') return answerForm(deps, who, state.form, state.walk, input, words);
  return answerBorrow(deps, who, state, input, words);
}
