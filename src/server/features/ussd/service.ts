/**
 * One gateway request to one screen (docs/decisions/0052-ussd-channel.md): the session's row says
 * where the borrower stands and which `text` was answered last, so the new input is what follows
 * it; the network's number says who it is. The row is written before the answer leaves, so the
 * next request may reach any server of the fleet.
 */
import { COUNTRY_FACTS } from '../../../shared/countries';
import { normaliseMobile } from '../../domain/phone';
import { end, type Screen } from '../../domain/ussd/screen';
import { newInput, type UssdRequest } from '../../providers/ussd';
import type { ServerDeps } from '../../types';
import { userOfNetworkNumber } from '../auth';
import { smsLanguage } from '../sms';
import { openForm, type Outcome } from './forms-flow';
import { step, type Caller } from './menu';
import { findSession, saveSession } from './repo';
import { screenName, stateOf, type UssdState } from './state';
import { ussdWords } from './words';

export interface Answered {
  readonly screen: Screen;
  /** The screen's name (never an answer): what the log and the drop-off counts may hold. */
  readonly name: string;
}

export async function handleUssd(
  deps: ServerDeps,
  provider: string,
  request: UssdRequest,
): Promise<Answered> {
  const phone = normaliseMobile(request.phoneNumber, deps.config.defaultCountry);
  if (!phone.ok) return { screen: end([ussdWords('en').t('error')]), name: 'badNumber' };
  const { e164, country } = phone;
  const row = await findSession(deps.db, provider, request.sessionId);
  const state: UssdState = row ? stateOf(row.state) : { at: 'menu' };
  const input = row ? newInput(request.text, row.lastText) : '';
  const user = await userOfNetworkNumber(deps, e164);
  const lang =
    smsLanguage(country, user?.lang ?? undefined) ?? COUNTRY_FACTS[country].languages[0] ?? 'en';
  const words = ussdWords(lang);
  const caller: Caller = { e164, country, lang, user, session: `${provider}:${request.sessionId}` };
  // A repeated request (the gateway retried) shows the question again rather than answering it.
  const outcome: Outcome =
    input === '' && state.at === 'form' && user
      ? await openForm(deps, { userId: user.id, country, mobile: e164 }, state.form, words)
      : await step(deps, caller, state, input, words);
  const now = new Date(deps.clock());
  const name = outcome.screen.end ? `end:${screenName(outcome.state)}` : screenName(outcome.state);
  await saveSession(deps.db, {
    provider,
    sessionId: request.sessionId,
    userId: user?.id ?? null,
    country,
    state: { ...outcome.state },
    lastText: request.text,
    screen: name,
    startedAt: row?.startedAt ?? now,
    updatedAt: now,
  });
  return { screen: outcome.screen, name };
}
