/**
 * The one rule evaluator (docs/architecture.md §5), run by the form engine before RJSF renders and by the server
 * before it validates: it applies visibility, option filters, cascades and hidden options to the
 * data until nothing changes, and yields the visible fields, the cleaned data and the options.
 */
import { holds } from './conditions';
import type { FormData, FormFile, OptionDef } from './types';

export interface Evaluation {
  /** Fields shown, in schema order. */
  readonly visible: readonly string[];
  /** The data with hidden values and values matching no offered option dropped. */
  readonly data: FormData;
  /** Options offered per option field (after filters, cascade and hidden flags). */
  readonly options: Readonly<Record<string, readonly OptionDef[]>>;
}

function offered(file: FormFile, field: string, data: FormData): readonly OptionDef[] | undefined {
  const all = file.schema.properties[field]?.oneOf;
  if (!all) return undefined;
  const filters = file.rules.optionFilters?.[field];
  const groups = filters ? (filters.find((f) => holds(f.when, data))?.groups ?? []) : undefined;
  const parentField = file.rules.cascade?.[field];
  return all.filter(
    (o) =>
      !o['x-hidden'] &&
      (groups === undefined || groups.includes(o['x-group'] ?? '')) &&
      (parentField === undefined || o['x-parent'] === data[parentField]),
  );
}

function pass(file: FormFile, data: FormData): Evaluation {
  const visible: string[] = [];
  const options: Record<string, readonly OptionDef[]> = {};
  const next: FormData = {};
  for (const field of Object.keys(file.schema.properties)) {
    if (file.schema.properties[field]?.['x-hidden'] === true) continue;
    const when = file.rules.visibleWhen?.[field];
    if (when && !holds(when, data)) continue;
    const list = offered(file, field, data);
    if (list) options[field] = list;
    visible.push(field);
    const value = data[field];
    if (value === undefined || value === '') continue;
    if (list && !list.some((o) => o.const === value)) continue;
    next[field] = value;
  }
  return { visible, data: next, options };
}

function sameData(a: FormData, b: FormData): boolean {
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((k) => a[k] === b[k]);
}

/** Applies the rules until the data is stable (each pass can only drop values, so it ends). */
export function evaluate(file: FormFile, data: Readonly<Record<string, unknown>>): Evaluation {
  let current: FormData = {};
  for (const [k, v] of Object.entries(data))
    if (typeof v === 'string' && k in file.schema.properties) current[k] = v;
  for (;;) {
    const result = pass(file, current);
    if (sameData(result.data, current)) return result;
    current = result.data;
  }
}

/**
 * The data after the user changed fields: the fields that `resets` ties to a changed field are
 * emptied (employment type → industry, pay frequency → paydays, state → city), then the rules run.
 */
export function applyChange(
  file: FormFile,
  before: Readonly<FormData>,
  after: Readonly<Record<string, unknown>>,
): Evaluation {
  const next: Record<string, unknown> = { ...after };
  for (const [source, targets] of Object.entries(file.rules.resets ?? {})) {
    if ((before[source] ?? '') === (after[source] ?? '')) continue;
    for (const target of targets) delete next[target];
  }
  return evaluate(file, next);
}
