/**
 * A borrower's saved profile as staff read it: each field with the label the borrower saw and,
 * for a list, the option's words rather than its stored value, taken from the same form file and
 * form words the borrower's screens use. Pure: the caller passes the schema and the words.
 */
import type { FormSchema } from '../../../shared/forms/types';

export interface ProfileField {
  readonly field: string;
  readonly label: string;
  readonly value: string;
}

export interface ProfileSection {
  readonly form: string;
  readonly title: string;
  readonly fields: readonly ProfileField[];
}

/** The text at a dotted path of the words, if it is one. */
function wordAt(words: unknown, path: string): string | undefined {
  let at: unknown = words;
  for (const part of path.split('.')) {
    if (typeof at !== 'object' || at === null) return undefined;
    at = (at as Record<string, unknown>)[part];
  }
  return typeof at === 'string' ? at : undefined;
}

/** A `forms:` key in words; any other title is a literal name (a city, a bank). */
function say(words: unknown, title: string | undefined, otherwise: string): string {
  if (title === undefined) return otherwise;
  if (!title.startsWith('forms:')) return title;
  return wordAt(words, title.slice('forms:'.length)) ?? otherwise;
}

const shown = (value: unknown): string | undefined =>
  typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean'
    ? String(value).trim() || undefined
    : undefined;

export function profileSection(
  form: string,
  schema: FormSchema | undefined,
  data: Readonly<Record<string, unknown>>,
  words: unknown,
): ProfileSection {
  const properties = schema?.properties ?? {};
  // The form's own order first; a field a newer form file dropped still shows, last.
  const names = [
    ...Object.keys(properties),
    ...Object.keys(data).filter((k) => !(k in properties)),
  ];
  const fields: ProfileField[] = [];
  for (const field of names) {
    const raw = shown(data[field]);
    if (raw === undefined) continue;
    const def = properties[field];
    const option = def?.oneOf?.find((o) => o.const === raw);
    fields.push({
      field,
      label: say(words, def?.title, field),
      value: option ? say(words, option.title, raw) : raw,
    });
  }
  return { form, title: say(words, schema?.title, form), fields };
}
