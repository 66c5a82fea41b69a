/** The published Daraja examples of tests/conformance/fixtures/daraja, each naming its source. */
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { RequestRules } from './daraja-shape';

export interface DarajaFixture extends RequestRules {
  readonly source: string;
  readonly kind: 'request' | 'response' | 'callback';
  readonly operation: string;
  /** The JSON Schema the adapter reads (or, for a request, checks) this message with. */
  readonly schema: string;
  readonly note?: string;
  /** An answer we give the provider (validation), not one it gives us. */
  readonly answeredBy?: 'us';
  readonly body: Record<string, unknown>;
}

const DIR = fileURLToPath(new URL('./fixtures/daraja/', import.meta.url));

export const FIXTURES: ReadonlyMap<string, DarajaFixture> = new Map(
  readdirSync(DIR)
    .filter((file) => file.endsWith('.json'))
    .map((file) => [
      file.slice(0, -'.json'.length),
      JSON.parse(readFileSync(DIR + file, 'utf8')) as DarajaFixture,
    ]),
);

export function fixture(name: string): DarajaFixture {
  const found = FIXTURES.get(name);
  if (!found) throw new Error(`no Daraja fixture ${name}`);
  return found;
}

export const namesOf = (kind: DarajaFixture['kind'], answeredBy?: 'us') =>
  [...FIXTURES]
    .filter(([, f]) => f.kind === kind && f.answeredBy === answeredBy)
    .map(([name]) => name);
