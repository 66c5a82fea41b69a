/**
 * The providers' request, answer and callback shapes as JSON Schemas kept beside each adapter
 * (`daraja/schemas`, `selcom/schemas`, each naming its documentation in `$comment`). The adapters
 * check what they send and receive against them, and the simulators refuse what the provider
 * would refuse with the same schemas, so a request that passes here is one the provider accepts.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Ajv, type ValidateFunction } from 'ajv';
import { RAIL_NAMES, type RailName } from './route-of';

export type RailProvider = RailName;

const ajv = new Ajv({ allErrors: false, strict: false });

/**
 * Each schema's file by name, listed at start; read and compiled at its first use: compiling them
 * all took some 180 ms of a fresh start, and the sandbox rail never uses them.
 */
const files = new Map<string, string>();
const compiled = new Map<string, ValidateFunction>();

for (const provider of RAIL_NAMES) {
  const dir = fileURLToPath(new URL(`./${provider}/schemas/`, import.meta.url));
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.json')))
    files.set(`${provider}/${file.slice(0, -'.json'.length)}`, dir + file);
}

function validatorOf(name: string): ValidateFunction {
  const found = compiled.get(name);
  if (found) return found;
  const file = files.get(name);
  if (!file) throw new Error(`no rail schema ${name}`);
  const validate = ajv.compile(JSON.parse(readFileSync(file, 'utf8')) as object);
  compiled.set(name, validate);
  return validate;
}

/** Every schema's name, such as `daraja/b2c.request`. */
export const schemaNames = (): string[] => [...files.keys()];

/** The first problem of `value` against schema `name` ("/Amount must be integer"), or null. */
export function schemaProblem(name: string, value: unknown): string | null {
  const validate = validatorOf(name);
  if (validate(value)) return null;
  const first = validate.errors?.[0];
  return `${first?.instancePath || '(body)'} ${first?.message ?? 'is invalid'}`;
}

/** Thrown when a provider's answer or callback is not the documented shape. */
export class ShapeError extends Error {}

/** Narrows `value` to T when it matches schema `name`; throws ShapeError naming the field. */
export function expectShape<T>(name: string, value: unknown): T {
  const problem = schemaProblem(name, value);
  if (problem) throw new ShapeError(`${name}: ${problem}`);
  return value as T;
}

/** Observers of every request an adapter sends (tests assert each one against its schema). */
const sentObservers = new Set<(schema: string, body: unknown) => void>();
export function onRequestSent(observer: (schema: string, body: unknown) => void): () => void {
  sentObservers.add(observer);
  return () => sentObservers.delete(observer);
}

/** An adapter's outgoing body: checked against its schema (a bug of ours must never reach a provider). */
export function outgoing<T>(name: string, body: T): T {
  for (const observe of sentObservers) observe(name, body);
  expectShape<T>(name, body);
  return body;
}
