/**
 * The USSD side of the form check (docs/decisions/0052-ussd-channel.md), run wherever a form file
 * is checked, so an edit that USSD cannot show is refused for both channels: a field whose widget
 * has no USSD form needs the `"ui:ussd": "smsLink"` fallback unless it may be skipped, and every
 * message the walk can show fits the screen budget in every language, through its `…Short` form
 * when the message itself is longer.
 */
import { formsKeyChecker, type FormFile } from '../../shared/forms/index';
import { inputOf, isRequired, smsLinkFallback } from '../domain/ussd/fields';
import { screenKeys } from '../domain/ussd/keys';
import { USSD_FORMS, USSD_LIMITS } from '../domain/ussd/limits';
import { lookupOf, shortKeyOf } from '../domain/ussd/words';
import type { Locales, Problem } from './check';

const isUssdForm = (form: string): boolean => (USSD_FORMS as readonly string[]).includes(form);

function widgetFallbacks(file: FormFile): Problem[] {
  return Object.keys(file.schema.properties)
    .filter((f) => file.schema.properties[f]?.['x-hidden'] !== true)
    .filter((f) => inputOf(file, f) === null && isRequired(file, f) && !smsLinkFallback(file, f))
    .map((f) => ({
      path: `uiSchema.${f}`,
      message:
        'the field\'s widget has no USSD form and the USSD menu serves this form: give it "ui:ussd": "smsLink" (finish it on the web) or make it optional',
    }));
}

function messageLengths(file: FormFile, form: string, locales: Locales): Problem[] {
  const problems: Problem[] = [];
  const max = USSD_LIMITS.messageChars;
  const keys = screenKeys(file, form, formsKeyChecker(locales.en));
  for (const [lang, json] of Object.entries(locales)) {
    const read = lookupOf(json, locales.en);
    for (const key of keys) {
      const path = key.slice('forms:'.length);
      const full = read(path);
      const short = read(shortKeyOf(path));
      const at = `locales/${lang}/forms.json ${shortKeyOf(path)}`;
      if (short !== undefined && short.length > max)
        problems.push({
          path: at,
          message: `is ${short.length} characters; a USSD screen takes ${max}`,
        });
      else if (short === undefined && full !== undefined && full.length > max)
        problems.push({
          path: at,
          message: `is missing: "${path}" is ${full.length} characters, longer than the ${max} a USSD screen takes`,
        });
    }
  }
  return problems;
}

/** Problems of a form file as the USSD menu serves it; none for a form USSD does not serve. */
export function ussdProblems(form: string, file: FormFile, locales: Locales): Problem[] {
  if (!isUssdForm(form)) return [];
  return [...widgetFallbacks(file), ...messageLengths(file, form, locales)];
}
