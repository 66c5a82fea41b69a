/**
 * The unit suite in three projects (decision 0016).
 * - server: server test files share their workers' module cache (`isolate: false`): each builds
 *   its own app and database, and loading the server's modules once per worker instead of once
 *   per file halves their time. A file that replaces a module with `vi.mock` needs a fresh
 *   module graph, so it runs isolated with the rest.
 * - dom: the jsdom files run each in a fresh VM context of a long-lived worker (`vmForks`):
 *   still isolated, but jsdom, React and Mantine are not loaded again in a new process for every
 *   file, which was most of their time.
 * - plain: the other files that mock no module (scripts, lint, shared code, pure client logic)
 *   share their workers' module cache too: forking a process and loading vitest for each of them
 *   cost more than most of their tests.
 * - isolated: the files that replace a module with `vi.mock`, each in a process of its own.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { TestProjectInlineConfiguration } from 'vitest/config';

const ROOT = new URL('../../', import.meta.url).pathname;
const TEST_FILE = /\.test\.tsx?$/;
const REACT_ROUTER_DOM_ESM = join(ROOT, 'node_modules/react-router-dom/dist/index.mjs');

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

/** The other test files that mock no module, outside the server's and jsdom's. */
export function sharedModulePlainTests(): string[] {
  return ['tests', 'widgets']
    .flatMap((dir) => testFilesUnder(join(ROOT, dir)))
    .filter((file) => !file.includes('/tests/server/') && !file.includes('/tests/e2e/'))
    .filter((file) => {
      const text = readFileSync(file, 'utf8');
      return !text.includes('vi.mock(') && !text.includes('@vitest-environment jsdom');
    })
    .map((file) => relative(ROOT, file))
    .sort();
}

/** Test files that run in jsdom (a `@vitest-environment jsdom` line), outside the server's. */
export function domTests(): string[] {
  return ['tests', 'widgets']
    .flatMap((dir) => testFilesUnder(join(ROOT, dir)))
    .filter((file) => !file.includes('/tests/server/'))
    .filter((file) => readFileSync(file, 'utf8').includes('@vitest-environment jsdom'))
    .map((file) => relative(ROOT, file))
    .sort();
}

export function testProjects(
  include: string[],
  exclude: string[],
): TestProjectInlineConfiguration[] {
  const shared = sharedModuleServerTests();
  const dom = domTests();
  const plain = sharedModulePlainTests();
  return [
    { extends: true, test: { name: 'server', include: shared, isolate: false } },
    { extends: true, test: { name: 'plain', include: plain, isolate: false } },
    {
      extends: true,
      // In a VM context Node cannot require the ES module react-router's CommonJS entry loads:
      // its ES module entry is taken instead.
      resolve: { alias: { 'react-router-dom': REACT_ROUTER_DOM_ESM } },
      test: {
        name: 'dom',
        include: dom,
        pool: 'vmForks',
      },
    },
    {
      extends: true,
      test: { name: 'isolated', include, exclude: [...exclude, ...shared, ...plain, ...dom] },
    },
  ];
}
