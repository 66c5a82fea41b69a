/**
 * Every product citation in the repository names a section of docs/product.md: a clone carries
 * the product its code cites. Citations are written "docs/product.md §N"; the older form naming a
 * product document outside the repository, and numbers of a tracker outside it, are gone and stay
 * gone.
 */
import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { filesUnder, REPO_ROOT, sectionsCited, sectionsOf } from '../support/repo-text';

const DOC = 'docs/product.md';
const sections = sectionsOf(readFileSync(join(REPO_ROOT, DOC), 'utf8'));
const texts = filesUnder(REPO_ROOT).map((file) => ({
  file: relative(REPO_ROOT, file),
  text: readFileSync(file, 'utf8'),
}));

/** Files whose text matches `pattern`, each with its first match. */
function matching(pattern: RegExp): string[] {
  return texts.flatMap(({ file, text }) => {
    const hit = pattern.exec(text);
    return hit ? [`${file}: ${hit[0]}`] : [];
  });
}

describe(DOC, () => {
  it('numbers its sections §1 to §9 in order, as the code cites them', () => {
    expect(sections).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });

  it('reads each citation, including lists of sections', () => {
    // Built from parts, so this file does not cite the sections it makes up.
    const doc = DOC;
    expect(sectionsCited(doc, `(${doc} §1, §6, §7; docs/architecture.md §8)`)).toEqual([1, 6, 7]);
    expect(sectionsCited(doc, `${doc} §12 and §2`)).toEqual([12, 2]);
    expect(sectionsCited(doc, 'docs/architecture.md §3')).toEqual([]);
  });

  it('has every section any file in the repository cites', () => {
    const missing = texts.flatMap(({ file, text }) =>
      sectionsCited(DOC, text)
        .filter((n) => !sections.includes(n))
        .map((n) => `${file}: §${n}`),
    );
    expect(missing).toEqual([]);
  });

  it('is the only product description any file cites (no document outside the repository)', () => {
    expect(matching(new RegExp(['\\bsp', 'ec §\\d'].join(''), 'i'))).toEqual([]);
  });

  it('is read without a tracker: no file names an issue by its number', () => {
    expect(matching(new RegExp(['\\bissues? #?', '\\d+\\b'].join(''), 'i'))).toEqual([]);
  });
});
