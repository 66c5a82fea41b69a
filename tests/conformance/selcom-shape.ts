/**
 * The structure of a Selcom message without its values: keys, the type of each value, nesting.
 * Two messages of one shape compare equal whatever they say; an added, missing or renamed key, a
 * number sent as text, or an object where a list was fails.
 */
export type Shape = string | { readonly [key: string]: Shape } | readonly Shape[];

export function shapeOf(value: unknown): Shape {
  if (value === null) return 'null';
  if (Array.isArray(value)) {
    // A list's lines share one shape (each order): distinct shapes show as distinct entries.
    const shapes = value.map(shapeOf);
    const seen = new Set<string>();
    const distinct = shapes.filter(
      (s) => !seen.has(JSON.stringify(s)) && seen.add(JSON.stringify(s)),
    );
    return distinct.length > 0 ? distinct : ['empty'];
  }
  if (typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value as Record<string, unknown>)
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([key, item]) => [key, shapeOf(item)]),
    );
  return typeof value;
}

/** The field names of a Signed-Fields header, trimmed (one example writes "fromdate, todate"). */
export const names = (text: string | undefined): string[] =>
  (text ?? '')
    .split(',')
    .map((n) => n.trim())
    .filter(Boolean);
