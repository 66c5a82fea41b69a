/**
 * Consent to bureau reporting (Kenya's Credit Reference Bureau Regulations 2020, Tanzania's
 * credit-reference rules): the borrower ticks the versioned text on confirm, in their language,
 * and the submit that applies records which version they accepted and when.
 */
import en from '../../../../locales/en/legal.json';
import es from '../../../../locales/es/legal.json';
import swKE from '../../../../locales/sw_KE/legal.json';
import swTZ from '../../../../locales/sw_TZ/legal.json';
import { ApiError } from '../../api-error';
import type { Country } from '../../../shared/countries';
import { bureauFacts } from './country';

export { consentsOf, recordBureauConsent } from './consent-repo';

const versions: Readonly<Record<string, string>> = {
  en: en.bureauConsent.version,
  es: es.bureauConsent.version,
  sw_KE: swKE.bureauConsent.version,
  sw_TZ: swTZ.bureauConsent.version,
};

/** The version of the consent text shown in `lang` (English when the language is not ours). */
export function consentVersion(lang: string): string {
  return versions[lang] ?? en.bureauConsent.version;
}

/**
 * Refuses an application without the current consent where the country reports to bureaus; a
 * country without a `bureau` block shares nothing, so it asks for nothing.
 */
export function requireBureauConsent(country: Country, lang: string, given?: string): void {
  if (!bureauFacts(country)) return;
  if (given !== consentVersion(lang)) throw new ApiError('bureauConsentRequired');
}
