/** The published SMS examples of tests/conformance/fixtures/sms, read and checked for a source. */
import { readdirSync, readFileSync } from 'node:fs';

export interface Fixture {
  readonly source: string;
  readonly kind: 'request' | 'response' | 'callback';
  readonly operation: string;
  readonly status?: number;
  readonly contentType?: string;
  readonly headers?: Readonly<Record<string, string>>;
  readonly query?: Readonly<Record<string, string>>;
  readonly body: unknown;
  readonly note?: string;
}

const DIR = new URL('./fixtures/sms/', import.meta.url);

export const FIXTURE_NAMES = readdirSync(DIR)
  .filter((name) => name.endsWith('.json'))
  .map((name) => name.replace(/\.json$/, ''));

export function fixture(name: string): Fixture {
  return JSON.parse(readFileSync(new URL(`${name}.json`, DIR), 'utf8')) as Fixture;
}

/** A fixture's body as an object of its fields (for the form and JSON bodies we fill in). */
export function fields(name: string): Record<string, unknown> {
  return { ...(fixture(name).body as Record<string, unknown>) };
}

/** A form fixture's fields: a form post carries text only, so any other value is a mistake. */
export function formOf(name: string): Record<string, string> {
  const body = fields(name);
  for (const [key, value] of Object.entries(body))
    if (typeof value !== 'string') throw new Error(`${name}: form field ${key} is not text`);
  return body as Record<string, string>;
}
