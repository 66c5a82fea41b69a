/**
 * The structure of a message, without its values: the keys, the type of each value and the
 * nesting. Two messages of the same shape compare equal whatever they say; an added, missing or
 * renamed key, a number sent as text, or an object where a list was fails.
 */
export type Shape = string | { readonly [key: string]: Shape } | readonly Shape[];

export function shapeOf(value: unknown): Shape {
  if (value === null) return 'null';
  if (Array.isArray(value)) {
    // A list's items share one shape (each recipient, each report): the first stands for all,
    // and an item of another shape shows as a second entry.
    const shapes = value.map(shapeOf);
    const distinct = shapes.filter(
      (shape, i) => shapes.findIndex((other) => same(other, shape)) === i,
    );
    return distinct.length > 0 ? distinct : ['empty'];
  }
  if (typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([key, item]) => [key, shapeOf(item)] as const);
    return Object.fromEntries(entries);
  }
  return typeof value;
}

function same(a: Shape, b: Shape): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/** A form post as its fields (every value text, as a published form example lists them). */
export function formFields(body: string): Record<string, string> {
  return Object.fromEntries(new URLSearchParams(body));
}
