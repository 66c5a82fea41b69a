/**
 * Reads a form file from `GET /api/forms/:country/:form` (plain JSON, not the envelope), then its
 * validator module. The browser revalidates the file with the ETag each time (`no-cache`), so an
 * unchanged form costs a 304 and an edited one shows on the next load without an app build; the
 * module's URL carries the form's hash, so it is downloaded once per version. Offline, the last
 * copy read stands in (kept-form.ts).
 */
import useSWR, { type SWRResponse } from 'swr';
import type { LoadedForm, ServedForm } from '../../shared/forms/types';
import { NetworkError } from './errors';
import { importValidator } from './import-validator';
import { keepForm, keptForm } from './kept-form';

async function fetchFormFile(country: string, form: string): Promise<ServedForm> {
  const res = await fetch(`/api/forms/${country.toLowerCase()}/${form}`, { cache: 'no-cache' });
  if (!res.ok) throw new Error(`form ${form}: HTTP ${res.status}`);
  const served = (await res.json()) as ServedForm;
  keepForm(served);
  return served;
}

/** The served form file, or offline the copy this phone kept of it (kept-form.ts). */
export async function getFormFile(country: string, form: string): Promise<LoadedForm> {
  try {
    let served: ServedForm;
    try {
      served = await fetchFormFile(country, form);
    } catch (err) {
      const kept = keptForm(country, form);
      if (!kept) throw err;
      served = kept;
    }
    return { ...served, validate: await importValidator(served.validatorUrl) };
  } catch {
    throw new NetworkError('network');
  }
}

/** The form files of one screen, in order; null country: do not fetch yet. */
export function useFormFiles(
  country: string | null,
  forms: readonly string[],
): SWRResponse<LoadedForm[], Error> {
  return useSWR(
    country ? ['formFiles', country, ...forms] : null,
    () => Promise.all(forms.map((f) => getFormFile(country ?? '', f))),
    { revalidateOnFocus: false, shouldRetryOnError: false },
  );
}

/**
 * The form files' schemas alone (no validators): their titles name every field and option in the
 * locale files' words, for screens that show saved answers (My data). Offline, the kept copies.
 */
export function useFormSchemas(
  country: string | null,
  forms: readonly string[],
): SWRResponse<ServedForm[], Error> {
  return useSWR(
    country ? ['formSchemas', country, ...forms] : null,
    () =>
      Promise.all(
        forms.map((f) =>
          fetchFormFile(country ?? '', f).catch((err: unknown) => {
            const kept = keptForm(country ?? '', f);
            if (!kept) throw err;
            return kept;
          }),
        ),
      ),
    { revalidateOnFocus: false, shouldRetryOnError: false },
  );
}
