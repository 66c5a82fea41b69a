// @ts-check
/**
 * The repository's import graph as ESLint's cycle rule reads it: relative imports only (the repo
 * uses no path aliases), type-only imports included. A type-only loop still means two modules
 * know each other's insides, and the next value import closes it for real.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const SPECIFIER =
  /(?:\bimport|\bexport)\s+(?:type\s+)?(?:[\w*{}\s,$]+?\s+from\s+)?['"](\.[^'"]+)['"]|\bimport\s*\(\s*['"](\.[^'"]+)['"]\s*\)/g;
const EXTENSIONS = ['.ts', '.tsx', '.js', '.mjs'];

/** The file an import of `specifier` from `fromFile` loads, or undefined (a JSON or CSS file). */
export function resolveImport(fromFile, specifier) {
  const base = path.resolve(path.dirname(fromFile), specifier);
  const candidates = [
    base,
    ...EXTENSIONS.map((e) => base + e),
    ...EXTENSIONS.map((e) => path.join(base, 'index' + e)),
  ];
  // `./x.js` written for a `./x.ts` file.
  if (/\.js$/.test(base)) candidates.push(base.replace(/\.js$/, '.ts'));
  return candidates.find((c) => EXTENSIONS.includes(path.extname(c)) && isFile(c));
}

function isFile(p) {
  return existsSync(p) && statSync(p).isFile();
}

/** Relative specifiers written in `source` (static, re-export and dynamic imports). */
export function specifiersIn(source) {
  return [...source.matchAll(SPECIFIER)].map((m) => m[1] ?? m[2] ?? '').filter(Boolean);
}

const edges = new Map();

/** The files `file` imports, read from disk once per process. */
function importsOf(file) {
  let found = edges.get(file);
  if (!found) {
    const text = isFile(file) ? readFileSync(file, 'utf8') : '';
    found = [
      ...new Set(
        specifiersIn(text)
          .map((s) => resolveImport(file, s))
          .filter(Boolean),
      ),
    ];
    edges.set(file, found);
  }
  return found;
}

/** Whether a path of imports leads from `start` back to `target`. */
export function reaches(start, target) {
  const seen = new Set();
  const todo = [start];
  while (todo.length > 0) {
    const file = /** @type {string} */ (todo.pop());
    if (file === target) return true;
    if (seen.has(file)) continue;
    seen.add(file);
    todo.push(...importsOf(file));
  }
  return false;
}
