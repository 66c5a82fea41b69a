/**
 * Reads a form file from `GET /api/forms/:country/:form` (plain JSON, not the envelope). The
 * browser revalidates with the ETag each time (`no-cache`), so an unchanged form costs a 304 and an
 * edited one shows on the next load without an app build.
 */
import useSWR, { type SWRResponse } from 'swr';
import type { ServedForm } from '../../shared/forms/types';
import { NetworkError } from './errors';

export async function getFormFile(country: string, form: string): Promise<ServedForm> {
  let res: Response;
  try {
    res = await fetch(`/api/forms/${country.toLowerCase()}/${form}`, { cache: 'no-cache' });
  } catch {
    throw new NetworkError('network');
  }
  if (!res.ok) throw new NetworkError('network');
  return (await res.json()) as ServedForm;
}

/** The form files of one screen, in order; null country: do not fetch yet. */
export function useFormFiles(
  country: string | null,
  forms: readonly string[],
): SWRResponse<ServedForm[], Error> {
  return useSWR(
    country ? ['formFiles', country, ...forms] : null,
    () => Promise.all(forms.map((f) => getFormFile(country ?? '', f))),
    { revalidateOnFocus: false, shouldRetryOnError: false },
  );
}
