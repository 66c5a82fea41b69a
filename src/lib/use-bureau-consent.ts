/**
 * The consent to bureau reporting in the current language (locales legal `bureauConsent`), filled
 * with the borrower's country's lender and bureaus. `required` is false only once the country file
 * says the country reports to no bureau; until it loads, the consent is asked for.
 */
import { useTranslation } from 'react-i18next';
import { useCountryFile } from './api/country-file';
import { useBorrowerCountry } from './use-borrower-country';

export interface BureauConsentText {
  readonly required: boolean;
  readonly version: string;
  readonly title: string;
  /** Undefined until the country file has loaded: no text naming another country's lender. */
  readonly body: string | undefined;
}

export function useBureauConsent(): BureauConsentText {
  const { t } = useTranslation('legal');
  const { data } = useCountryFile(useBorrowerCountry());
  const bureau = data?.bureau;
  const body =
    data && bureau
      ? t('bureauConsent.body', {
          lender: data.lender?.legalName ?? '',
          bureaus: bureau.bureaus.join(', '),
          noticeDays: bureau.noticeDays,
        })
      : undefined;
  return {
    required: !data || bureau !== undefined,
    version: t('bureauConsent.version'),
    title: t('bureauConsent.title'),
    body,
  };
}
