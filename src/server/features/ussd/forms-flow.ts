/**
 * The borrower's forms on USSD (docs/decisions/0052-ussd-channel.md): the served form file and its
 * compiled validator (the ones the web gets), walked one question a screen; the valid answers are
 * saved as a draft after every screen, so a dropped session resumes, and the finished form is
 * saved through the profile feature exactly as the app's save call stores it.
 */
import type { Country } from '../../../shared/countries';
import { formsKeyChecker, type FormData } from '../../../shared/forms/index';
import { question } from '../../domain/ussd/question';
import { con, end, type Screen } from '../../domain/ussd/screen';
import { USSD_FORMS, type UssdForm } from '../../domain/ussd/limits';
import { answer, start, type Step, type WalkAt, type WalkForm } from '../../domain/ussd/walk';
import { formStore } from '../../forms/registry';
import { readLocales } from '../../forms/store';
import type { ServerDeps } from '../../types';
import { saveForms, savedForms, validatorOf } from '../profile';
import { deleteDraft, findDraft, saveDraft } from './repo';
import type { UssdState } from './state';
import type { UssdWords } from './words';

export interface Who {
  readonly userId: number;
  readonly country: Country;
  readonly mobile: string;
}

export interface Outcome {
  readonly state: UssdState;
  readonly screen: Screen;
}

const hasEnglish = (() => {
  let has: ((key: string) => boolean) | undefined;
  return (key: string) => (has ??= formsKeyChecker(readLocales().en))(key);
})();

type Served = WalkForm & { readonly hash: string };

function servedForm(deps: Pick<ServerDeps, 'log'>, country: Country, form: UssdForm): Served {
  const file = formStore(deps.log).get(country, form);
  if (!file) throw new Error(`no ${form} form served for ${country}`);
  const check = { file, validate: validatorOf(file), ownerOf: () => form, has: hasEnglish };
  return { name: form, check, hash: file.hash };
}

/** The forms' menu, each finished form marked; `note` above it (saved, registered). */
export async function formsMenu(
  deps: ServerDeps,
  who: Who,
  words: UssdWords,
  note = '',
): Promise<Outcome> {
  const saved = await savedForms(deps, who.userId);
  const lines = USSD_FORMS.map(
    (f, i) => `${i + 1} ${words.t(`forms.${f}`)}${f in saved ? ` ${words.t('forms.done')}` : ''}`,
  );
  const screen = con([note, words.t('forms.title'), ...lines, `0 ${words.nav.back}`]);
  return { state: { at: 'forms' }, screen };
}

const ctxOf = (deps: Pick<ServerDeps, 'clock'>, who: Who) => ({
  now: deps.clock(),
  loginPhone: who.mobile,
});

async function follow(
  deps: ServerDeps,
  who: Who,
  served: Served,
  step: Step,
  words: UssdWords,
): Promise<Outcome> {
  const form = served.name as UssdForm;
  const row = { userId: who.userId, form, country: who.country, schemaHash: served.hash };
  const updatedAt = new Date(deps.clock());
  if (step.kind === 'web') {
    await saveDraft(deps.db, { ...row, data: step.data, updatedAt });
    return { state: { at: 'forms' }, screen: end([words.t('web.camera', appOf(deps))]) };
  }
  if (step.kind === 'leave') {
    await saveDraft(deps.db, { ...row, data: step.data, updatedAt });
    return formsMenu(deps, who, words);
  }
  if (step.kind === 'done') {
    const user = { userId: who.userId, sessionId: 0, country: who.country, mobile: who.mobile };
    await saveForms(deps, user, [form], step.data);
    await deleteDraft(deps.db, who.userId, form);
    return formsMenu(deps, who, words, words.t('saved'));
  }
  await saveDraft(deps.db, { ...row, data: step.data, updatedAt });
  const q = question(served, step.at, step.data, words.forms, words.nav);
  return { state: { at: 'form', form, walk: step.at }, screen: q.screen };
}

/** The string values of a saved form (the contract types them as optional strings). */
const stringsOf = (data: Readonly<Record<string, string | undefined>>): FormData =>
  Object.fromEntries(
    Object.entries(data).filter((e): e is [string, string] => typeof e[1] === 'string'),
  );

const appOf = (deps: Pick<ServerDeps, 'config'>) => ({ app: deps.config.appName });

/** The form served now (an operations edit shows at once) and the borrower's draft of it. */
async function formAndDraft(deps: ServerDeps, who: Who, form: UssdForm) {
  const served = servedForm(deps, who.country, form);
  return { served, draft: await findDraft(deps.db, who.userId, form) };
}

/** Opens a form where its draft stopped (the first empty question), or at its start. */
export async function openForm(
  deps: ServerDeps,
  who: Who,
  form: UssdForm,
  words: UssdWords,
): Promise<Outcome> {
  const { served, draft } = await formAndDraft(deps, who, form);
  const saved = draft ? {} : ((await savedForms(deps, who.userId))[form] ?? {});
  const data: FormData = draft?.data ?? stringsOf(saved);
  return follow(deps, who, served, start(served, data, ctxOf(deps, who)), words);
}

/** The borrower typed `input` on the question `walk` of `form`. */
export async function answerForm(
  deps: ServerDeps,
  who: Who,
  form: UssdForm,
  walk: WalkAt,
  input: string,
  words: UssdWords,
): Promise<Outcome> {
  const { served, draft } = await formAndDraft(deps, who, form);
  const data: FormData = draft?.data ?? {};
  const shown = question(served, walk, data, words.forms, words.nav);
  const step = answer(served, walk, data, input, ctxOf(deps, who), shown.pages);
  return follow(deps, who, served, step, words);
}
