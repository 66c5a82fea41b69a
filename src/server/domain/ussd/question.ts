/**
 * The screen of one question (docs/decisions/0052-ussd-channel.md): the short error above, the
 * short label, then the options numbered and paged to the gateway's limit ("98 More", "0 Back"),
 * or what to type.
 */
import { evaluate, type FormData } from '../../../shared/forms/index';
import { inputOf, isRequired, optionNumber } from './fields';
import { NAV, USSD_LIMITS } from './limits';
import { con, type Screen } from './screen';
import type { WalkAt, WalkForm } from './walk';
import { say, type Lookup } from './words';

/** The navigation words of the `ussd` namespace. */
export interface NavWords {
  readonly more: string;
  readonly back: string;
  readonly skip: string;
  /** How to type a date (DDMMYYYY). */
  readonly date: string;
}

export interface Question {
  readonly screen: Screen;
  /** How many pages the options take (1 for a typed answer). */
  readonly pages: number;
}

/** The options split into pages that fit `limit` with the header and the navigation lines. */
export function paginate(
  header: readonly string[],
  lines: readonly string[],
  foot: readonly string[],
  moreLine: string,
  limit: number,
): string[][] {
  const pages: string[][] = [];
  let i = 0;
  while (i < lines.length) {
    const page: string[] = [];
    while (i < lines.length) {
      const more = i + 1 < lines.length ? [moreLine] : [];
      const size = con([...header, ...page, lines[i] ?? '', ...more, ...foot]).text.length;
      if (size > limit && page.length > 0) break;
      page.push(lines[i] ?? '');
      i++;
      if (size > limit) break;
    }
    pages.push(page);
  }
  return pages.length > 0 ? pages : [[]];
}

export function question(
  form: WalkForm,
  at: WalkAt,
  data: FormData,
  forms: Lookup,
  nav: NavWords,
  limit: number = USSD_LIMITS.screenChars,
): Question {
  const { file } = form.check;
  const title = file.schema.properties[at.field]?.title ?? at.field;
  const header = [at.error ? say(forms, at.error) : '', say(forms, title)];
  const foot = [
    isRequired(file, at.field) ? '' : `${NAV.skip} ${nav.skip}`,
    `${NAV.back} ${nav.back}`,
  ];
  const options = evaluate(file, data).options[at.field];
  if (!options) {
    const hint = inputOf(file, at.field) === 'date' ? nav.date : '';
    return { screen: con([...header, hint, ...foot]), pages: 1 };
  }
  const lines = options.map((o, i) => `${optionNumber(i)} ${say(forms, o.title)}`);
  const moreLine = `${NAV.more} ${nav.more}`;
  const pages = paginate(header, lines, foot, moreLine, limit);
  const page = Math.min(at.page, pages.length - 1);
  const more = page < pages.length - 1 ? [moreLine] : [];
  return {
    screen: con([...header, ...(pages[page] ?? []), ...more, ...foot]),
    pages: pages.length,
  };
}
