/**
 * compose.yaml read as Docker Compose reads it, for the tests that check it without Docker: the
 * YAML (merge keys included), `${NAME}`, `${NAME:-default}` and `${NAME:?why}` taken from an env
 * file, the env files themselves, and the ENV the image's last stage sets (Dockerfile).
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

// js-yaml (a dev dependency) reads YAML 1.1 merge keys (`<<: *app`) as Compose does.
const yaml = createRequire(import.meta.url)('js-yaml') as { load(text: string): unknown };

export interface Service {
  readonly image?: string;
  readonly build?: { context: string; target?: string };
  readonly profiles?: readonly string[];
  readonly env_file?: ReadonlyArray<{ path: string }>;
  readonly environment?: Readonly<Record<string, string>>;
  readonly volumes?: readonly string[];
  readonly command?: readonly string[];
  readonly depends_on?: Readonly<Record<string, { condition: string; required?: boolean }>>;
  readonly healthcheck?: { test: readonly string[] };
}

export interface Compose {
  readonly services: Readonly<Record<string, Service>>;
  readonly volumes: Readonly<Record<string, unknown>>;
}

export const readCompose = (file = 'compose.yaml'): Compose =>
  yaml.load(readFileSync(file, 'utf8')) as Compose;

/** KEY=VALUE lines of an env file; comments and blank lines skipped. */
export function readEnvFile(file: string): Map<string, string> {
  const vars = new Map<string, string>();
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    const at = /^([A-Z][A-Z0-9_]*)=(.*)$/.exec(line.trim());
    if (at) vars.set(at[1] ?? '', at[2] ?? '');
  }
  return vars;
}

/** A value with its `${...}` replaced from `vars`; throws as Compose does on `${NAME:?why}`. */
export function interpolate(value: string, vars: ReadonlyMap<string, string>): string {
  return value.replace(/\$\{([A-Z0-9_]+)(?::([-?])([^}]*))?\}/g, (_all, name: string, op, rest) => {
    const set = vars.get(name);
    if (set) return set;
    if (op === '?') throw new Error(`${name}: ${rest as string}`);
    return op === '-' ? (rest as string) : '';
  });
}

/** The ENV of the Dockerfile's last stage, as the servers start with it. */
export function imageEnv(file = 'Dockerfile'): Map<string, string> {
  const stages = readFileSync(file, 'utf8').split(/^FROM /m);
  const last = (stages[stages.length - 1] ?? '').replace(/\\\n/g, ' ');
  const env = new Map<string, string>();
  for (const line of last.split('\n').filter((l) => l.startsWith('ENV ')))
    for (const pair of line.slice(4).trim().split(/\s+/)) {
      const [name = '', value = ''] = pair.split('=');
      env.set(name, value);
    }
  return env;
}

/** The environment a service's container starts with: the image's, its env files', its own. */
export function serviceEnv(
  service: Service,
  vars: ReadonlyMap<string, string>,
): Map<string, string> {
  const env = new Map(imageEnv());
  for (const { path } of service.env_file ?? [])
    for (const [k, v] of readEnvFile(interpolate(path, vars))) env.set(k, v);
  for (const [k, v] of Object.entries(service.environment ?? {}))
    env.set(k, interpolate(String(v), vars));
  return env;
}
