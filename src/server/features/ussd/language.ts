/**
 * The language screen (docs/decisions/0052-ussd-channel.md): the country's languages from its
 * data (schemas/<cc>/country.json), each named in itself as the app's switch names it; the choice
 * is saved on the borrower, so the app, the SMS and the next dial speak it.
 */
import { COUNTRY_FACTS, type Country } from '../../../shared/countries';
import { con } from '../../domain/ussd/screen';
import { NAV } from '../../domain/ussd/limits';
import { optionIndex, optionNumber } from '../../domain/ussd/fields';
import { serverLanguages } from '../../locale-files';
import type { ServerDeps } from '../../types';
import { setUserLang } from '../auth';
import type { Outcome } from './forms-flow';
import type { UssdWords } from './words';

const languagesOf = (country: Country): readonly string[] => COUNTRY_FACTS[country].languages;

export function languageScreen(country: Country, w: UssdWords): Outcome {
  const names = new Map(serverLanguages().map((l) => [l.code, l.name]));
  const lines = languagesOf(country).map(
    (code, i) => `${optionNumber(i)} ${names.get(code) ?? code}`,
  );
  return {
    state: { at: 'language' },
    screen: con([w.t('language.title'), ...lines, `${NAV.back} ${w.nav.back}`]),
  };
}

/** The language picked by `input`, saved on the borrower; undefined when none was picked. */
export async function chooseLanguage(
  deps: Pick<ServerDeps, 'db'>,
  user: { readonly id: number; readonly country: Country },
  input: string,
): Promise<string | undefined> {
  const codes = languagesOf(user.country);
  const code = codes[optionIndex(input, codes.length)];
  if (code !== undefined) await setUserLang(deps.db, user.id, code);
  return code;
}
