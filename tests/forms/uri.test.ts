/** The fast-uri stand-in answers as fast-uri does for what @rjsf/utils asks of it. */
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import uri from '../../src/forms/uri';

// Node's own require: an import would be aliased to the stand-in itself (vite.config.ts).
const fastUri = createRequire(import.meta.url)('fast-uri') as typeof uri;

const RESOLVE: [string, string][] = [
  ['', '#/definitions/region'],
  ['#', '#/definitions/region'],
  ['https://mkopo.example/schemas/personal.json', '#/definitions/region'],
  ['https://mkopo.example/schemas/personal.json#/x', '#/definitions/region'],
  ['https://mkopo.example/schemas/personal.json', 'common.json#/definitions/phone'],
  ['https://mkopo.example/schemas/a/personal.json', '../common.json'],
  ['https://mkopo.example/schemas/personal.json', '/shared/common.json'],
  ['https://mkopo.example/schemas/personal.json', 'https://other.example/x.json#/a'],
  ['HTTPS://Mkopo.Example:443/schemas/personal.json', '#/a'],
  ['https://mkopo.example/schemas/personal.json', 'HTTPS://Other.Example/x.json'],
  ['schemas/personal.json', 'common.json'],
  ['schemas/a/personal.json', '../common.json#/definitions/phone'],
  ['/schemas/personal.json', 'common.json'],
  ['personal.json', 'common.json'],
];

const EQUAL: [string, string][] = [
  ['https://mkopo.example/region.json', 'https://mkopo.example/region.json'],
  ['https://mkopo.example/region.json', 'HTTPS://MKOPO.EXAMPLE/region.json'],
  ['https://mkopo.example:443/region.json', 'https://mkopo.example/region.json'],
  ['https://mkopo.example/region.json', 'https://mkopo.example/district.json'],
  ['#/definitions/a', '#/definitions/a'],
  ['#/definitions/a', '#/definitions/b'],
  ['https://mkopo.example/a%7e', 'https://mkopo.example/a~'],
  ['https://mkopo.example/a%2F', 'https://mkopo.example/a/'],
];

describe('fast-uri stand-in', () => {
  // The same resource: fast-uri keeps a written default port (:443) that the URL parser drops, and
  // @rjsf/utils only ever compares resolved references through equal().
  it.each(RESOLVE)('resolves %s + %s to what fast-uri resolves', (base, ref) => {
    const ours = uri.resolve(base, ref);
    const theirs = fastUri.resolve(base, ref);
    expect(fastUri.equal(ours, theirs), `${ours} vs ${theirs}`).toBe(true);
  });

  it.each(EQUAL)('compares %s and %s as fast-uri does', (a, b) => {
    expect(uri.equal(a, b)).toBe(fastUri.equal(a, b));
  });
});
