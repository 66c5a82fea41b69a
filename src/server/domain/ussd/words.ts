/**
 * The words of a USSD screen from the locale files the web reads: a key's `…Short` sibling when
 * the file has one (docs/decisions/0052-ussd-channel.md), else the message itself. Option titles
 * that are not keys are proper names, shown as written.
 */

/** Reads a dotted key (`personal.firstName.label`) of one namespace's JSON, with fallbacks. */
export type Lookup = (path: string) => string | undefined;

export function lookupOf(...jsons: readonly unknown[]): Lookup {
  return (path) => {
    for (const json of jsons) {
      let node: unknown = json;
      for (const part of path.split('.')) {
        if (typeof node !== 'object' || node === null) break;
        node = (node as Record<string, unknown>)[part];
      }
      if (typeof node === 'string') return node;
    }
    return undefined;
  };
}

export const shortKeyOf = (path: string): string => `${path}Short`;

/** A `forms:` key (or a literal title) in its screen form. */
export function say(forms: Lookup, key: string): string {
  if (!key.startsWith('forms:')) return key;
  const path = key.slice('forms:'.length);
  return forms(shortKeyOf(path)) ?? forms(path) ?? path;
}
