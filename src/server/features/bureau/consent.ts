/**
 * Consent to bureau reporting (Kenya's Credit Reference Bureau Regulations 2020, Tanzania's
 * credit-reference rules): the borrower ticks the versioned text on confirm, in their language,
 * and the submit that applies records which version they accepted and when.
 */
import { ApiError } from '../../api-error';
import { localeWords } from '../../locale-files';
import type { Country } from '../../../shared/countries';
import { bureauFacts } from './country';

export { consentsOf, recordBureauConsent } from './consent-repo';

/**
 * The version of the consent text shown in `lang` (locales/<lang>/legal.json; its fallback chain's
 * when it has none, English's when the language is not ours).
 */
export function consentVersion(lang: string): string {
  const legal = localeWords(lang, 'legal') as { bureauConsent?: { version?: string } } | undefined;
  return legal?.bureauConsent?.version ?? '';
}

/**
 * Refuses an application without the current consent where the country reports to bureaus; a
 * country without a `bureau` block shares nothing, so it asks for nothing.
 */
export function requireBureauConsent(country: Country, lang: string, given?: string): void {
  if (!bureauFacts(country)) return;
  if (given !== consentVersion(lang)) throw new ApiError('bureauConsentRequired');
}
