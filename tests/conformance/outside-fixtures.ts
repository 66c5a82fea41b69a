/** The published outside-data examples of tests/conformance/fixtures/{metropol,smile-id,camara-sim-swap}. */
import { readFileSync } from 'node:fs';

export interface OutsideFixture {
  readonly source: string;
  readonly kind: 'request' | 'response';
  readonly operation: string;
  readonly status?: number;
  readonly body: Record<string, unknown>;
}

export function outsideFixture(provider: string, name: string): OutsideFixture {
  const url = new URL(`./fixtures/${provider}/${name}.json`, import.meta.url);
  return JSON.parse(readFileSync(url, 'utf8')) as OutsideFixture;
}

/** The field names of a JSON body, sorted. */
export const keysOf = (body: unknown) => Object.keys(body as object).sort();
