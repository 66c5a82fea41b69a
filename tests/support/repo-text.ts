/**
 * The repository's own text files and the section citations in them, for the tests that hold
 * docs/ to what the code cites.
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';

export const REPO_ROOT = new URL('../../', import.meta.url).pathname;

const SKIP = new Set(['node_modules', 'dist', 'dist-server', '.data', '.git', 'coverage']);
const TEXT = /\.(ts|tsx|js|mjs|json|md|css|html|sql|yml|yaml|sh|env)$|^(run|Dockerfile)$/;

/** Every text file under `dir`, build output and dependencies left out. */
export function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (SKIP.has(entry.name)) return [];
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return filesUnder(path);
    return TEXT.test(entry.name) ? [path] : [];
  });
}

/** The section numbers of a document's "## §N Title" headings, in order. */
export function sectionsOf(markdown: string): number[] {
  return [...markdown.matchAll(/^## §(\d+) /gm)].map((m) => Number(m[1]));
}

/** `doc` §3, §6 and §7 in `text` → the section numbers it names, lists included. */
export function sectionsCited(doc: string, text: string): number[] {
  const name = doc.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
  const citation = new RegExp(`${name} ((?:§\\d+(?:\\.\\d+)?(?:, | and |/)?)+)`, 'g');
  return [...text.matchAll(citation)].flatMap((m) =>
    [...(m[1] ?? '').matchAll(/§(\d+)/g)].map((n) => Number(n[1])),
  );
}
