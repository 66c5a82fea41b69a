/**
 * Checks a country's data files against the JSON Schemas in `schemas/_meta/` (docs/architecture.md §2), with the
 * same ajv as the form files, and says what is wrong in words operations can act on.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Ajv, type ErrorObject, type ValidateFunction } from 'ajv';
import { didYouMean } from './did-you-mean';
import { SCHEMAS_DIR } from './dirs';
import { parseJson } from './read-json';

export const DATA_KINDS = ['country', 'product', 'prizes', 'staff-limits', 'policy'] as const;
export type DataKind = (typeof DATA_KINDS)[number];

export interface DataProblem {
  readonly path: string;
  readonly message: string;
}

const compiled = new Map<string, ValidateFunction>();

function validatorOf(kind: DataKind, metaDir: string): ValidateFunction {
  const key = `${metaDir}/${kind}`;
  let validate = compiled.get(key);
  if (!validate) {
    const schema = JSON.parse(readFileSync(join(metaDir, `${kind}.schema.json`), 'utf8')) as object;
    validate = new Ajv({ allErrors: true, strict: false, verbose: true }).compile(schema);
    compiled.set(key, validate);
  }
  return validate;
}

/** `/ladder/0/limit` → `ladder[0].limit`: the path style of the form checks. */
const dotted = (pointer: string) =>
  pointer
    .split('/')
    .slice(1)
    .map((p) => (/^\d+$/.test(p) ? `[${p}]` : `.${p}`))
    .join('')
    .replace(/^\./, '');

function say(e: ErrorObject): DataProblem {
  const path = dotted(e.instancePath);
  const p = e.params as Record<string, unknown>;
  switch (e.keyword) {
    case 'required':
      return { path, message: `"${String(p.missingProperty)}" is missing` };
    case 'additionalProperties': {
      const name = String(p.additionalProperty);
      const known = Object.keys(
        (e.parentSchema as { properties?: object } | undefined)?.properties ?? {},
      );
      return { path, message: `"${name}" is not a known setting here${didYouMean(name, known)}` };
    }
    case 'type':
      return {
        path,
        message: `must be ${p.type === 'integer' ? 'a whole number' : `a ${String(p.type)}`}`,
      };
    case 'enum':
      return { path, message: `must be one of: ${(p.allowedValues as unknown[]).join(', ')}` };
    case 'minItems':
      return { path, message: `must list at least ${String(p.limit)}` };
    case 'minimum':
    case 'maximum':
      return {
        path,
        message: `must be ${e.keyword === 'minimum' ? 'at least' : 'at most'} ${String(p.limit)}`,
      };
    case 'pattern': {
      const hint = (e.parentSchema as { description?: string } | undefined)?.description;
      return { path, message: `does not have the expected form${hint ? ` (${hint})` : ''}` };
    }
    default:
      return { path, message: e.message ?? e.keyword };
  }
}

/** The problems of one parsed data file; empty = good. */
export function checkDataValue(
  kind: DataKind,
  value: unknown,
  metaDir = join(SCHEMAS_DIR, '_meta'),
): DataProblem[] {
  let validate: ValidateFunction;
  try {
    validate = validatorOf(kind, metaDir);
  } catch {
    return [
      { path: '', message: `cannot be checked: ${kind}.schema.json is missing in ${metaDir}` },
    ];
  }
  if (validate(value)) return [];
  // An `if` failure only repeats what its `then` or `else` already said.
  return (validate.errors ?? []).filter((e) => e.keyword !== 'if').map(say);
}

/** Reads, parses and checks `schemas/<cc>/<kind>.json`. */
export function readDataFile<T>(
  kind: DataKind,
  country: string,
  dir = SCHEMAS_DIR,
): { value: T } | { problems: DataProblem[] } {
  let text: string;
  try {
    text = readFileSync(join(dir, country.toLowerCase(), `${kind}.json`), 'utf8');
  } catch {
    return { problems: [{ path: '', message: 'the file is missing or cannot be read' }] };
  }
  const read = parseJson(text);
  if (!read.ok) return { problems: [{ path: '', message: read.message }] };
  const problems = checkDataValue(kind, read.value, join(dir, '_meta'));
  return problems.length > 0 ? { problems } : { value: read.value as T };
}
