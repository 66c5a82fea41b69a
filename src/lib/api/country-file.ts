/**
 * Reads a country's facts and content from `GET /api/countries/:country` (plain JSON with an ETag):
 * its name in each language and its customer service, edited by operations in
 * `schemas/<cc>/country.json` and shown without an app build.
 */
import useSWR, { type SWRResponse } from 'swr';
import type { CountryFile } from '../../shared/data-files.gen';
import { NetworkError } from './errors';

export type CountryContent = Omit<CountryFile, '$comment'>;

export async function getCountryFile(country: string): Promise<CountryContent> {
  try {
    const res = await fetch(`/api/countries/${country.toLowerCase()}`, { cache: 'no-cache' });
    if (!res.ok) throw new Error(`country ${country}: HTTP ${res.status}`);
    return (await res.json()) as CountryContent;
  } catch {
    throw new NetworkError('network');
  }
}

export function useCountryFile(country: string): SWRResponse<CountryContent, Error> {
  return useSWR(['countryFile', country], () => getCountryFile(country), {
    revalidateOnFocus: false,
  });
}
