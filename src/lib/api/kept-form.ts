/**
 * The last form file this phone read, per country and form, kept in localStorage so a reload while
 * offline shows the form (and the draft typed into it) instead of "The form could not be loaded"
 * (issue: the offline banner promised drafts wait while the form itself was gone). The validator
 * module it names has a hashed URL the browser (and the service worker) keeps.
 */
import type { ServedForm } from '../../shared/forms/types';

const PREFIX = 'mkopo.form.';

const keyOf = (country: string, form: string) => `${PREFIX}${country.toLowerCase()}.${form}`;

export function keepForm(served: ServedForm): void {
  try {
    localStorage.setItem(keyOf(served.country, served.form), JSON.stringify(served));
  } catch {
    // Storage full or refused: the form still works online, only not offline.
  }
}

/** The kept copy of a form file, or null when none (or not one of ours). */
export function keptForm(country: string, form: string): ServedForm | null {
  try {
    const raw = localStorage.getItem(keyOf(country, form));
    const parsed: unknown = raw ? JSON.parse(raw) : null;
    if (typeof parsed !== 'object' || parsed === null) return null;
    const { hash, validatorUrl } = parsed as Partial<ServedForm>;
    return typeof hash === 'string' && typeof validatorUrl === 'string'
      ? (parsed as ServedForm)
      : null;
  } catch {
    return null;
  }
}
