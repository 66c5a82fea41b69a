/**
 * Message keys of form errors (docs/architecture.md §5): `forms:<form>.<field>.<keyword>`, falling back to
 * `forms:<form>.error.<keyword>`, then `forms:error.<keyword>`; a field's `x-messages` overrides. `has` tells whether a key exists (the English file on the server,
 * i18next on the phone; the key-parity test makes both answer alike).
 */
export function messageKey(
  form: string,
  field: string,
  keyword: string,
  has: (key: string) => boolean,
  override?: string,
): string {
  if (override) return override;
  const own = `forms:${form}.${field}.${keyword}`;
  if (has(own)) return own;
  const shared = `forms:${form}.error.${keyword}`;
  return has(shared) ? shared : `forms:error.${keyword}`;
}

/** Whether a dotted key exists in a namespace's JSON. */
export function hasPath(json: unknown, path: string): boolean {
  let node: unknown = json;
  for (const part of path.split('.')) {
    if (typeof node !== 'object' || node === null || !(part in node)) return false;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'string';
}

/** `has` for keys of the `forms` namespace given its English JSON. */
export function formsKeyChecker(formsJson: unknown): (key: string) => boolean {
  return (key) => key.startsWith('forms:') && hasPath(formsJson, key.slice('forms:'.length));
}
