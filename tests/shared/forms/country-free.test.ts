/**
 * A country comes by data alone (docs/architecture.md §5): schemas/<country>/ (the forms, product.json and
 * country.json, generated into src/shared/countries.gen.ts) and the locales. No other code names a
 * country, a calling code, a currency or a country's forms.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const DIRS = ['src', 'widgets'];
const COUNTRY = /\b(TZ|KE|tz|ke|Tanzania|Kenya|255|254|NIDA|KSh|TZS)\b|['"`](tz|ke)\//g;

/** Matches that are not a country, each with why. */
const ALLOWED: Readonly<Record<string, { match: string; why: string }>> = {
  'src/app/shell/loading-overlay.tsx': { match: '255', why: 'a colour: rgba(255, 255, 255, 0.6)' },
  'src/shared/contract/country.ts': { match: '255', why: 'an example in a field description' },
  'src/server/features/ops-console/totp.ts': { match: '255', why: 'a byte mask: value & 255' },
};

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path) : [path];
  });
}

/** Code without comments: a comment may explain a country's rule, code may not branch on it. */
function code(path: string): string {
  return readFileSync(path, 'utf8')
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/(^|[^:])\/\/.*$/gm, '$1');
}

describe('no branch on the country', () => {
  it.each(DIRS)('%s names no country outside the generated country file', (dir) => {
    const hits = files(dir)
      .filter((f) => /\.(ts|tsx)$/.test(f) && !f.endsWith('.gen.ts'))
      .flatMap((f) =>
        [...code(f).matchAll(COUNTRY)].map((m) => ({ file: f.split('\\').join('/'), match: m[0] })),
      )
      .filter((hit) => ALLOWED[hit.file]?.match !== hit.match)
      .map((hit) => `${hit.file}: ${hit.match}`);
    expect(hits).toEqual([]);
  });

  it('catches a country in code', () => {
    expect("if (country === 'KE') return '+254';".match(COUNTRY)).toEqual(['KE', '254']);
  });
});
