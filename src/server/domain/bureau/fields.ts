/**
 * A bureau file as data: a header line and one line per record, fields separated by `|` in a fixed
 * order, each field with the template's rule (required, kind, length, allowed codes). The same spec
 * renders a file and validates one, so what we send is what the validator checks.
 */

export type FieldKind = 'text' | 'digits' | 'amount' | 'date' | 'code' | 'currency';

export interface FieldSpec {
  readonly name: string;
  readonly kind: FieldKind;
  readonly required: boolean;
  readonly maxLength: number;
  /** For `code`: the values the template allows. */
  readonly codes?: readonly string[];
  /** For `date`: YYYYMMDD or YYYY-MM-DD. */
  readonly dateShape?: 'compact' | 'iso';
}

export type Row = Readonly<Record<string, string>>;

export interface FieldIssue {
  /** 1-based line of the file (the header is line 1). */
  readonly line: number;
  readonly field: string;
  readonly rule: string;
}

const SEP = '|';

/** Template text may not carry the separator or line breaks. */
export function clean(text: string): string {
  return text.replace(/[|\r\n]+/g, ' ').trim();
}

export function renderRows(header: string, fields: readonly FieldSpec[], rows: readonly Row[]) {
  const lines = rows.map((r) => fields.map((f) => clean(r[f.name] ?? '')).join(SEP));
  return [header, fields.map((f) => f.name).join(SEP), ...lines].join('\n') + '\n';
}

const DATE = {
  compact: /^\d{4}(0[1-9]|1[0-2])(0[1-9]|[12]\d|3[01])$/,
  iso: /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/,
};

function fieldIssue(spec: FieldSpec, value: string): string | undefined {
  if (value === '') return spec.required ? 'required' : undefined;
  if (value.length > spec.maxLength) return 'maxLength';
  switch (spec.kind) {
    case 'digits':
      return /^\d+$/.test(value) ? undefined : 'digits';
    case 'amount':
      return /^(0|[1-9]\d*)$/.test(value) ? undefined : 'amount';
    case 'date':
      return DATE[spec.dateShape ?? 'compact'].test(value) ? undefined : 'date';
    case 'currency':
      return /^[A-Z]{3}$/.test(value) ? undefined : 'currency';
    case 'code':
      return spec.codes?.includes(value) ? undefined : 'code';
    default:
      return undefined;
  }
}

/** Parses a file's records back into rows, with the issues of its shape and of each field. */
export function parseRows(
  content: string,
  header: RegExp,
  fields: readonly FieldSpec[],
): { rows: Row[]; issues: FieldIssue[] } {
  const lines = content.split('\n');
  if (lines.at(-1) === '') lines.pop();
  const issues: FieldIssue[] = [];
  if (!header.test(lines[0] ?? '')) issues.push({ line: 1, field: 'header', rule: 'header' });
  if (lines[1] !== fields.map((f) => f.name).join(SEP))
    issues.push({ line: 2, field: 'columns', rule: 'columns' });
  const rows: Row[] = [];
  lines.slice(2).forEach((text, i) => {
    const line = i + 3;
    const values = text.split(SEP);
    if (values.length !== fields.length) {
      issues.push({ line, field: 'record', rule: 'fieldCount' });
      return;
    }
    const row: Record<string, string> = {};
    fields.forEach((spec, k) => {
      const value = values[k] ?? '';
      row[spec.name] = value;
      const rule = fieldIssue(spec, value);
      if (rule) issues.push({ line, field: spec.name, rule });
    });
    rows.push(row);
  });
  return { rows, issues };
}
