/**
 * What borrowers see about their own country: its name in the current language (English when the
 * file lacks that language) and its customer service. Until the file has loaded, both are
 * undefined and screens show nothing rather than another country's details.
 */
import { useTranslation } from 'react-i18next';
import { useCountryFile, type CountryContent } from './api/country-file';
import { useBorrowerCountry } from './use-borrower-country';

export interface CountryView {
  readonly name: string | undefined;
  readonly support: CountryContent['support'] | undefined;
}

export function useCountryContent(): CountryView {
  const { i18n } = useTranslation();
  const { data } = useCountryFile(useBorrowerCountry());
  if (!data) return { name: undefined, support: undefined };
  return { name: data.name[i18n.language] ?? data.name.en, support: data.support };
}
