/** The published Selcom examples of tests/conformance/fixtures/selcom, read as fixtures. */
import { readdirSync, readFileSync } from 'node:fs';

export interface SelcomFixture {
  readonly source: string;
  readonly kind: 'request' | 'response' | 'callback';
  readonly operation: string;
  readonly status?: number;
  readonly headers?: Readonly<Record<string, string>>;
  readonly query?: Readonly<Record<string, string>>;
  readonly body: unknown;
  /** The body's fields the documentation's table marks Optional (requests). */
  readonly optional?: readonly string[];
  readonly note?: string;
}

const DIR = new URL('./fixtures/selcom/', import.meta.url);

export const SELCOM_FIXTURES = readdirSync(DIR)
  .filter((name) => name.endsWith('.json'))
  .map((name) => name.replace(/\.json$/, ''));

export function selcomFixture(name: string): SelcomFixture {
  return JSON.parse(readFileSync(new URL(`${name}.json`, DIR), 'utf8')) as SelcomFixture;
}

/** A fixture's body as a record of its fields. */
export const bodyOf = (name: string): Record<string, unknown> => ({
  ...(selcomFixture(name).body as Record<string, unknown>),
});
