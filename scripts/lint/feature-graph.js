// @ts-check
/**
 * The server features' imports of one another, read as the lint reads them (import-graph.js), with
 * each arrow's steps from feature-ranks.js. `node scripts/lint/feature-graph.js` prints the graph
 * and fails on an arrow that does not run down the order (docs/architecture.md §8).
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { resolveImport, specifiersIn } from './import-graph.js';
import { FEATURE_RANK } from './feature-ranks.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const FEATURES_DIR = path.join(root, 'src/server/features');

/** The feature folders under src/server/features. */
export function featureNames() {
  return readdirSync(FEATURES_DIR).filter((f) =>
    statSync(path.join(FEATURES_DIR, f)).isDirectory(),
  );
}

/** @param {string} dir @returns {string[]} */
function sourceFiles(dir) {
  return readdirSync(dir).flatMap((f) => {
    const p = path.join(dir, f);
    if (statSync(p).isDirectory()) return sourceFiles(p);
    return /\.tsx?$/.test(f) ? [p] : [];
  });
}

/**
 * Each arrow `from -> to` between two features, with how many imports draw it and their steps.
 * @returns {{ from: string, to: string, imports: number, fromStep?: number, toStep?: number }[]}
 */
export function featureArrows() {
  /** @type {Map<string, number>} */
  const counts = new Map();
  for (const from of featureNames()) {
    for (const file of sourceFiles(path.join(FEATURES_DIR, from))) {
      for (const specifier of specifiersIn(readFileSync(file, 'utf8'))) {
        const target = resolveImport(file, specifier);
        const to = target && path.relative(FEATURES_DIR, target).split(path.sep);
        if (!to || to.length < 2 || to[0] === '..' || to[0] === from) continue;
        const key = `${from} -> ${to[0]}`;
        counts.set(key, (counts.get(key) ?? 0) + 1);
      }
    }
  }
  return [...counts]
    .map(([key, imports]) => {
      const [from = '', to = ''] = key.split(' -> ');
      return { from, to, imports, fromStep: FEATURE_RANK.get(from), toStep: FEATURE_RANK.get(to) };
    })
    .sort(
      (a, b) =>
        (a.fromStep ?? -1) - (b.fromStep ?? -1) ||
        a.from.localeCompare(b.from) ||
        a.to.localeCompare(b.to),
    );
}

/** Arrows that do not run down the order: to a feature on the same or a higher step, or unranked. */
export function upwardArrows(arrows = featureArrows()) {
  return arrows.filter(
    (a) => a.fromStep === undefined || a.toStep === undefined || a.toStep >= a.fromStep,
  );
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const arrows = featureArrows();
  for (const a of arrows)
    console.log(`${a.from} (${a.fromStep ?? '?'}) -> ${a.to} (${a.toStep ?? '?'}): ${a.imports}`);
  const up = upwardArrows(arrows);
  console.log(`${arrows.length} arrows, ${up.length} not running down the order`);
  if (up.length > 0) process.exitCode = 1;
}
