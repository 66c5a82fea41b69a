/**
 * The unit suite's projects (decision 0016): a file that replaces a module runs isolated, a jsdom
 * file in a VM context of its own, the rest share their worker's modules; no browser file is taken.
 */
import { describe, expect, it } from 'vitest';
import { projectOf, testFilesByProject } from '../../scripts/vite/test-projects';

// Spelled in two parts, so that this file's own text does not put it in those projects.
const MOCK = 'vi.' + "mock('../x');";
const JSDOM = '// @vitest-' + 'environment jsdom';

describe('the unit suite projects', () => {
  it.each([
    ['tests/server/a.test.ts', '', 'server'],
    ['tests/server/a.test.ts', MOCK, 'isolated'],
    ['tests/server/a.test.ts', JSDOM, 'server'],
    ['tests/features/a.test.tsx', JSDOM, 'dom'],
    ['tests/features/a.test.tsx', `${JSDOM}\n${MOCK}`, 'dom'],
    ['tests/lib/a.test.ts', MOCK, 'isolated'],
    ['widgets/a.test.ts', '', 'plain'],
    ['tests/e2e/a.test.ts', '', null],
  ] as const)('puts %s with %j in %s', (path, text, project) => {
    expect(projectOf(path, text)).toBe(project);
  });

  it('places every unit test file of the repository in exactly one project', () => {
    const files = Object.values(testFilesByProject()).flat();
    expect(files).toContain('tests/scripts/test-projects.test.ts');
    expect(new Set(files).size).toBe(files.length);
    expect(files.filter((f) => f.startsWith('tests/e2e/') || f.endsWith('.pg.test.ts'))).toEqual(
      [],
    );
  });
});
