/**
 * The structure of a Daraja message without its values: keys, the type of each value, nesting.
 * Daraja's parameter lists (`[{Key, Value}]` of results, `[{Name, Value}]` of STK callbacks) are
 * shaped as the keys they name, each with its value's type (or "absent"), so a parameter renamed,
 * added, dropped or sent as another type shows; other lists keep their items' distinct shapes.
 */
export type Shape = string | { readonly [key: string]: Shape } | readonly Shape[];

type Named = { readonly name: string; readonly value?: unknown; readonly has: boolean };

/** A list of `{Key, Value}` or `{Name, Value}` objects, as its names and values. */
function namedList(items: readonly unknown[]): Named[] | undefined {
  if (items.length === 0) return undefined;
  const out: Named[] = [];
  for (const item of items) {
    if (typeof item !== 'object' || item === null || Array.isArray(item)) return undefined;
    const keys = Object.keys(item);
    const label = keys.includes('Key') ? 'Key' : keys.includes('Name') ? 'Name' : undefined;
    if (!label || keys.some((k) => k !== label && k !== 'Value')) return undefined;
    const record = item as Record<string, unknown>;
    if (typeof record[label] !== 'string') return undefined;
    out.push({ name: record[label] as string, value: record.Value, has: 'Value' in record });
  }
  return out;
}

export function shapeOf(value: unknown): Shape {
  if (value === null) return 'null';
  if (Array.isArray(value)) {
    const named = namedList(value);
    if (named) {
      const entries = named
        .map((n) => [n.name, n.has ? shapeOf(n.value) : 'absent'] as const)
        .sort(([a], [b]) => a.localeCompare(b));
      // A name listed twice keeps both shapes, in order.
      const grouped = new Map<string, Shape[]>();
      for (const [name, shape] of entries) grouped.set(name, [...(grouped.get(name) ?? []), shape]);
      const byName: Record<string, Shape> = {};
      for (const [name, shapes] of grouped)
        byName[name] = shapes.length === 1 ? shapes[0]! : shapes;
      return [byName];
    }
    const shapes = value.map(shapeOf);
    const distinct = shapes.filter(
      (shape, i) =>
        shapes.findIndex((other) => JSON.stringify(other) === JSON.stringify(shape)) === i,
    );
    return distinct.length > 0 ? distinct : ['empty'];
  }
  if (typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value as Record<string, unknown>)
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([key, item]) => [key, shapeOf(item)]),
    );
  }
  return typeof value;
}

export interface RequestRules {
  /** Keys the documentation marks optional (or "either of"). */
  readonly optional?: readonly string[];
  /** Keys its example and its table type differently (number or numeric text). */
  readonly numeric?: readonly string[];
  /** The example spells some keys with a space its table does not have. */
  readonly keysWithoutSpaces?: boolean;
}

/**
 * What is wrong with a request we build against the documented one: a key the documentation does
 * not have, a required key missing, a value of another type. Empty when it is the documented shape.
 */
export function requestProblems(
  ours: Record<string, unknown>,
  documented: Record<string, unknown>,
  rules: RequestRules = {},
): string[] {
  const doc = new Map(
    Object.entries(documented).map(([k, v]) => [
      rules.keysWithoutSpaces ? k.replace(/ /g, '') : k,
      v,
    ]),
  );
  const optional = new Set(rules.optional ?? []);
  const numeric = new Set(rules.numeric ?? []);
  const problems: string[] = [];
  for (const [key, value] of Object.entries(ours)) {
    if (!doc.has(key)) {
      problems.push(`${key} is not documented`);
      continue;
    }
    const ok = numeric.has(key)
      ? typeof value === 'number' ||
        (typeof value === 'string' && /^[0-9]+(\.[0-9]+)?$/.test(value))
      : JSON.stringify(shapeOf(value)) === JSON.stringify(shapeOf(doc.get(key)));
    if (!ok) problems.push(`${key} is ${typeof value}, documented ${typeof doc.get(key)}`);
  }
  for (const key of doc.keys())
    if (!(key in ours) && !optional.has(key)) problems.push(`${key} is missing`);
  return problems;
}
