/**
 * Every design citation in the repository names a section of docs/architecture.md, and every
 * relative link in docs/ reaches a file: a clone carries the design its code cites. Citations are
 * written "docs/architecture.md §N"; the older form naming a design note outside the repo is gone
 * and stays gone.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = new URL('../../', import.meta.url).pathname;
const SKIP = new Set(['node_modules', 'dist', '.data', '.git', 'coverage']);
const TEXT = /\.(ts|tsx|js|mjs|json|md|css|html|sql|yml|yaml)$|^run$/;

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (SKIP.has(entry.name)) return [];
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return filesUnder(path);
    return TEXT.test(entry.name) ? [path] : [];
  });
}

/** "docs/architecture.md §3, §6" → the section numbers it names. */
export function citedSections(text: string): number[] {
  const citation = /docs\/architecture\.md ((?:§\d+(?:\.\d+)?(?:, | and |\/)?)+)/g;
  return [...text.matchAll(citation)].flatMap((m) =>
    [...(m[1] ?? '').matchAll(/§(\d+)/g)].map((n) => Number(n[1])),
  );
}

const architecture = readFileSync(join(ROOT, 'docs/architecture.md'), 'utf8');
const sections = [...architecture.matchAll(/^## §(\d+) /gm)].map((m) => Number(m[1]));

describe('docs/architecture.md', () => {
  it('numbers its sections §1 to §8 in order, as the code cites them', () => {
    expect(sections).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
  });

  it('reads each citation, including lists of sections', () => {
    // Built from parts, so this file does not cite the sections it makes up.
    const doc = 'docs/architecture.md';
    expect(citedSections(`see ${doc} §3, §6 and docs/product.md §9`)).toEqual([3, 6]);
    expect(citedSections(`(${doc} ${'§'}4)`)).toEqual([4]);
    expect(citedSections(`${doc} §12 and §2`)).toEqual([12, 2]);
    expect(citedSections('the design')).toEqual([]);
  });

  it('is the only design any file cites (no note outside the repository)', () => {
    const outside = new RegExp(['DES', 'IGN §'].join(''));
    const stale = filesUnder(ROOT)
      .filter((file) => outside.test(readFileSync(file, 'utf8')))
      .map((file) => relative(ROOT, file));
    expect(stale).toEqual([]);
  });

  it('has every section any file in the repository cites', () => {
    const missing = filesUnder(ROOT).flatMap((file) =>
      citedSections(readFileSync(file, 'utf8'))
        .filter((n) => !sections.includes(n))
        .map((n) => `${relative(ROOT, file)}: §${n}`),
    );
    expect(missing).toEqual([]);
  });
});

describe('docs/ links', () => {
  it('reach files that exist', () => {
    const docs = filesUnder(join(ROOT, 'docs')).filter((f) => f.endsWith('.md'));
    docs.push(join(ROOT, 'README.md'));
    const broken = docs.flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/\]\(([^)#\s]+)(?:#[^)]*)?\)/g)]
        .map((m) => m[1] ?? '')
        .filter((target) => /[./]/.test(target) && !/^[a-z]+:/.test(target))
        .filter((target) => !existsSync(join(dirname(file), target)))
        .map((target) => `${relative(ROOT, file)} → ${target}`),
    );
    expect(broken).toEqual([]);
  });

  it('name code paths that exist (src/…, scripts/…, schemas/…, tests/…)', () => {
    const docs = [join(ROOT, 'docs/architecture.md'), ...filesUnder(join(ROOT, 'docs/decisions'))];
    const missing = docs.flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/`((?:src|scripts|tests|widgets)\/[\w./-]+)`/g)]
        .map((m) => (m[1] ?? '').replace(/\/$/, ''))
        .filter((path) => !path.includes('<'))
        .filter((path) => !existsSync(join(ROOT, path)))
        .map((path) => `${relative(ROOT, file)}: ${path}`),
    );
    expect(missing).toEqual([]);
  });
});
