/**
 * The USSD menu (docs/decisions/0052-ussd-channel.md): register on the network's number, fill the
 * forms, see the limit and what is owed; what the menu cannot do yet points to the app.
 */
import type { Country } from '../../../shared/countries';
import { USSD_FORMS } from '../../domain/ussd/limits';
import { con, end } from '../../domain/ussd/screen';
import type { ServerDeps } from '../../types';
import { registerNetworkNumber, type NetworkUser } from '../auth';
import { limitLines, noticeLines } from './account';
import { answerForm, formsMenu, openForm, type Outcome, type Who } from './forms-flow';
import { MENU, type UssdState } from './state';
import type { UssdWords } from './words';

export interface Caller {
  readonly e164: string;
  readonly country: Country;
  readonly lang: string;
  readonly user: NetworkUser | undefined;
}

const REGISTERED_ITEMS = ['details', 'limit', 'borrow', 'repay', 'payments', 'notice'] as const;

function mainMenu(deps: ServerDeps, caller: Caller, words: UssdWords, note = ''): Outcome {
  const items = caller.user ? REGISTERED_ITEMS : (['register'] as const);
  const lines = items.map((item, i) => `${i + 1} ${words.t(`menu.${item}`)}`);
  const welcome = words.t('menu.welcome', { app: deps.config.appName });
  return { state: MENU, screen: con([note, welcome, ...lines]) };
}

const whoOf = (user: NetworkUser): Who => ({
  userId: user.id,
  country: user.country,
  mobile: user.mobile,
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
    return formsMenu(deps, whoOf(made), words, words.t('registered'));
  }
  const item = REGISTERED_ITEMS[Number(input) - 1];
  if (!/^\d$/.test(input) || item === undefined)
    return mainMenu(deps, caller, words, words.t('invalid'));
  if (item === 'details') return formsMenu(deps, whoOf(user), words);
  if (item === 'limit')
    return { state: MENU, screen: end(await limitLines(deps, user.id, user.country, words)) };
  if (item === 'notice')
    return { state: MENU, screen: end(await noticeLines(deps, user.id, user.country, words)) };
  return { state: MENU, screen: end([words.t('web.app', { app: deps.config.appName })]) };
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
  const who = whoOf(user);
  if (state.at === 'forms') {
    if (input === '0') return mainMenu(deps, caller, words);
    const form = USSD_FORMS[Number(input) - 1];
    if (!/^\d$/.test(input) || form === undefined)
      return formsMenu(deps, who, words, words.t('invalid'));
    return openForm(deps, who, form, words);
  }
  return answerForm(deps, who, state.form, state.walk, input, words);
}
