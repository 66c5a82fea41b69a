/**
 * Vitest's order (files that failed last time, then the longest it remembers, else the largest)
 * with the files that contain a marker moved first. A clean clone, as in CI, remembers no
 * durations: a long file started last runs alone at the end while the other workers stand idle
 * (decision 0029).
 */
import { readFileSync } from 'node:fs';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

export function startingWithFilesThatContain(marker: string): typeof BaseSequencer {
  return class MarkedFirst extends BaseSequencer {
    override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
      const sorted = await super.sort(files);
      const marked = (f: TestSpecification) => readFileSync(f.moduleId, 'utf8').includes(marker);
      return [...sorted.filter(marked), ...sorted.filter((f) => !marked(f))];
    }
  };
}
