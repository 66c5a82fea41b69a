/**
 * Kenya comes by data alone (DESIGN §5): no code of the engine, the widgets, the form server or
 * the profile screens names a country, a dialling code or a country's forms.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const DIRS = ['src/shared/forms', 'src/forms', 'widgets', 'src/server/forms', 'src/server/features/profile', 'src/features/profile'];
const COUNTRY = /\b(TZ|KE|tz|ke|Tanzania|Kenya|255|254|NIDA|KSh|TZS)\b|['"`](tz|ke)\//;

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
  it.each(DIRS)('%s names no country', (dir) => {
    const hits = files(dir)
      .filter((f) => /\.(ts|tsx)$/.test(f))
      .flatMap((f) => (COUNTRY.test(code(f)) ? [`${f}: ${COUNTRY.exec(code(f))?.[0]}`] : []));
    expect(hits).toEqual([]);
  });
});
