/**
 * What borrowers see about their own country: its name in the current language (English when the
 * file lacks that language), its customer service and its licensed lender. Until the file has loaded, both are
 * undefined and screens show nothing rather than another country's details.
 */
import { useTranslation } from 'react-i18next';
import { useCountryFile, type CountryContent } from './api/country-file';
import { useBorrowerCountry } from './use-borrower-country';

export interface CountryView {
  readonly name: string | undefined;
  readonly support: CountryContent['support'] | undefined;
  /** The licensed lender as the law names it (About, the legal pages). */
  readonly lender: CountryContent['lender'] | undefined;
}

export function useCountryContent(): CountryView {
  const { i18n } = useTranslation();
  const { data } = useCountryFile(useBorrowerCountry());
  if (!data) return { name: undefined, support: undefined, lender: undefined };
  return {
    name: data.name[i18n.language] ?? data.name.en,
    support: data.support,
    lender: data.lender,
  };
}
