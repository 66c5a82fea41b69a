/**
 * The one place a form's texts are translated for RJSF: field titles (the widgets' labels), option
 * titles, hints. Widgets receive them translated and never translate a label themselves.
 */
import type { TFunction } from 'i18next';

/** Translates a title from a form file: `forms:...` keys are translated, literal names are not. */
export type Label = (title: string | undefined) => string;

export function labelOf(t: TFunction<'forms'>): Label {
  // The keys come from a checked form file (every key is translated in every locale).
  const text = t as unknown as (key: string) => string;
  return (title) => (!title ? '' : title.includes(':') ? text(title) : title);
}

/** For a view built without translation (tests of the view alone). */
export const asWritten: Label = (title) => title ?? '';
