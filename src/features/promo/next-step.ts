/**
 * Where APPLY leads from a promotion page (docs/product.md §1): a signed-in visitor goes to the application;
 * anyone else to login, which returns to the application and keeps the number typed on /yx3.
 */
import { COUNTRY_FACTS, type Country } from '../../shared/countries';
import { formatMinorUnits } from '../../shared/minor-units';
import { pathOf } from '../../shared/routes';

export interface NextStep {
  /** Hash path with its search, e.g. `/user/login?redirect=%2Fauth`. */
  path: string;
  /** Router state for the login form (its `mobile` field pre-fills the number). */
  state?: { mobile: string };
}

export function nextStep(signedIn: boolean, mobile = ''): NextStep {
  const apply = '/auth';
  if (signedIn) return { path: apply };
  const path = `${pathOf('login')}?redirect=${encodeURIComponent(apply)}`;
  return mobile.trim() ? { path, state: { mobile: mobile.trim() } } : { path };
}

/** Comma-grouped amount with its currency ('TZS 60,000') without the date library of format.ts. */
export function promoMoney(amount: number, currency: string, country: Country): string {
  return `${currency} ${formatMinorUnits(amount, COUNTRY_FACTS[country].minorUnits)}`;
}
