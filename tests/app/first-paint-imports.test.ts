/**
 * A visitor's Home and the shell around every screen paint and work without Mantine's JavaScript
 * (src/app/shell.css): nothing the entry or Home imports statically, however indirectly, imports
 * a Mantine component. Mantine comes with the first screen that uses it (src/app/themed.tsx).
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const STATIC_IMPORT =
  /^\s*(?:import|export)\s+(?!type\b)[^'";]*?from\s+'([^']+)'|^\s*import\s+'([^']+)'/gm;

function resolveLocal(from: string, spec: string): string | null {
  const base = resolve(dirname(from), spec);
  const candidates = [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts')];
  return candidates.find((path) => existsSync(path) && statSync(path).isFile()) ?? null;
}

/** Every package a file imports statically, with the local file that imports it. */
function staticPackages(entry: string): Map<string, string> {
  const packages = new Map<string, string>();
  const seen = new Set<string>();
  const queue = [resolve(entry)];
  for (let file = queue.pop(); file !== undefined; file = queue.pop()) {
    if (seen.has(file)) continue;
    seen.add(file);
    if (!/\.tsx?$/.test(file)) continue;
    for (const m of readFileSync(file, 'utf8').matchAll(STATIC_IMPORT)) {
      const spec = (m[1] ?? m[2])!;
      if (spec.startsWith('.')) {
        const local = resolveLocal(file, spec);
        if (local) queue.push(local);
      } else if (!packages.has(spec)) packages.set(spec, file);
    }
  }
  return packages;
}

const mantineJs = (packages: Map<string, string>) =>
  [...packages].filter(([spec]) => /^@mantine\/core(?!\/styles\/)/.test(spec));

describe('the first paint without Mantine', () => {
  it('the entry and the shell import no Mantine component', () => {
    const packages = staticPackages('src/app/main.tsx');
    expect(packages.has('react-dom/client')).toBe(true); // the walk follows the entry's imports
    expect(mantineJs(packages)).toEqual([]);
  });

  it("a visitor's Home imports none either", () => {
    expect(mantineJs(staticPackages('src/features/home/home-page.tsx'))).toEqual([]);
  });

  it('the screens that use Mantine get it from the theme chunk', () => {
    expect(mantineJs(staticPackages('src/app/themed.tsx')).length).toBeGreaterThan(0);
  });
});
