/**
 * The unit suite in three projects (decision 0016).
 * - server: server test files share their workers' module cache (`isolate: false`): each builds
 *   its own app and database, and loading the server's modules once per worker instead of once
 *   per file halves their time. A file that replaces a module with `vi.mock`, or points the
 *   server at data folders of its own (SCHEMAS_DIR, LOCALES_DIR: read once, when the server's
 *   modules load), needs a fresh module graph, so it runs isolated with the rest.
 * - dom: the jsdom files run each in a fresh VM context of a long-lived worker (`vmForks`):
 *   still isolated, but jsdom, React and Mantine are not loaded again in a new process for every
 *   file, which was most of their time.
 * - plain: the other files that mock no module (scripts, lint, shared code, pure client logic)
 *   share their workers' module cache too: forking a process and loading vitest for each of them
 *   cost more than most of their tests.
 * - isolated: the files that replace a module with `vi.mock` or set the data folders, each in a
 *   process of its own.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { TestProjectInlineConfiguration } from 'vitest/config';
import { filesReadingCountries } from '../../tests/country-added/reads-countries';

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

type Project = 'server' | 'plain' | 'dom' | 'isolated';

/** A file that sets the folders the server reads its data from before loading it. */
const OWN_DATA_FOLDERS = /process\.env\.(?:SCHEMAS_DIR|LOCALES_DIR)\s*=/;

/** Which project a test file runs in, from its path and text (the browser files run elsewhere). */
export function projectOf(path: string, text: string): Project | null {
  if (path.startsWith('tests/e2e/')) return null;
  const mocks = text.includes('vi.mock(') || OWN_DATA_FOLDERS.test(text);
  if (path.startsWith('tests/server/')) return mocks ? 'isolated' : 'server';
  // A jsdom file gets a fresh VM context of its own, mocks or not.
  if (text.includes('@vitest-environment jsdom')) return 'dom';
  return mocks ? 'isolated' : 'plain';
}

/** The unit suite's test files by project, relative to the repository: one walk, one read each. */
export function testFilesByProject(): Record<Project, string[]> {
  const files: Record<Project, string[]> = { server: [], plain: [], dom: [], isolated: [] };
  for (const file of ['tests', 'widgets'].flatMap((dir) => testFilesUnder(join(ROOT, dir)))) {
    const path = relative(ROOT, file);
    const project = projectOf(path, readFileSync(file, 'utf8'));
    if (project) files[project].push(path);
  }
  for (const list of Object.values(files)) list.sort();
  return files;
}

/**
 * With COUNTRY_FILES_IN_COPY=1 (.ci/run's unit step) the files that read countries are left out:
 * CI runs them once, in the copy of the repository with made-up countries added, on the same
 * database and depth (tests/country-added/, decision 0057), rather than twice.
 */
function leavingOutCountryFiles(
  files: Record<Project, string[]>,
): [Record<Project, string[]>, string[]] {
  if (process.env.COUNTRY_FILES_IN_COPY !== '1') return [files, []];
  const left = new Set(filesReadingCountries(ROOT, Object.values(files).flat()));
  const kept = (list: string[]) => list.filter((file) => !left.has(file));
  return [
    {
      server: kept(files.server),
      plain: kept(files.plain),
      dom: kept(files.dom),
      isolated: kept(files.isolated),
    },
    [...left],
  ];
}

export function testProjects(
  include: string[],
  exclude: string[],
): TestProjectInlineConfiguration[] {
  const [{ server: shared, dom, plain }, inCopy] = leavingOutCountryFiles(testFilesByProject());
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
      test: {
        name: 'isolated',
        include,
        exclude: [...exclude, ...shared, ...plain, ...dom, ...inCopy],
      },
    },
  ];
}
