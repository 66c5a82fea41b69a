/**
 * The unit suite in two projects. Server test files share their workers' module cache
 * (`isolate: false`): each builds its own app and database, and loading the server's modules
 * once per worker instead of once per file halves the suite's time. A file that replaces a
 * module with `vi.mock` needs a fresh module graph, so it runs isolated with the rest.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { TestProjectInlineConfiguration } from 'vitest/config';

const ROOT = new URL('../../', import.meta.url).pathname;
const TEST_FILE = /\.test\.tsx?$/;

function testFilesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return testFilesUnder(path);
    return TEST_FILE.test(entry.name) && !entry.name.endsWith('.pg.test.ts') ? [path] : [];
  });
}

/** Server test files that mock no module, relative to the repository. */
export function sharedModuleServerTests(): string[] {
  return testFilesUnder(join(ROOT, 'tests/server'))
    .filter((file) => !readFileSync(file, 'utf8').includes('vi.mock('))
    .map((file) => relative(ROOT, file))
    .sort();
}

export function testProjects(
  include: string[],
  exclude: string[],
): TestProjectInlineConfiguration[] {
  const shared = sharedModuleServerTests();
  return [
    { extends: true, test: { name: 'server', include: shared, isolate: false } },
    { extends: true, test: { name: 'isolated', include, exclude: [...exclude, ...shared] } },
  ];
}
