/**
 * The unit suite's projects (decision 0016): a file that replaces a module runs isolated, a jsdom
 * file in a VM context of its own, the rest share their worker's modules; no browser file is taken.
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { projectOf, testFilesByProject, testProjects } from '../../scripts/vite/test-projects';
import { filesReadingCountries } from '../country-added/reads-countries';

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
    // Against git's own list (new files not yet added included): no unit test file is left out.
    const known = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
      encoding: 'utf8',
    })
      .split('\n')
      .filter((f) => /^(tests|widgets)\/.*\.test\.tsx?$/.test(f))
      .filter((f) => !f.startsWith('tests/e2e/') && !f.endsWith('.pg.test.ts') && existsSync(f));
    expect([...files].sort()).toEqual(known.sort());
    // This file names the markers only in two parts, so it shares its worker's modules.
    expect(testFilesByProject().plain).toContain('tests/scripts/test-projects.test.ts');
    expect(testFilesByProject().dom).toContain('tests/app/missed-hash-change.test.tsx');
  });

  describe('with the files that read countries left to the country-added copy', () => {
    afterEach(() => vi.unstubAllEnvs());

    /** Each project's own files, and the files the catch-all project leaves out. */
    function projects(): { included: string[]; leftByIsolated: string[] } {
      const list = testProjects(['tests/**/*.test.{ts,tsx}'], []);
      const named = list.filter((p) => p.test?.name !== 'isolated');
      const isolated = list.find((p) => p.test?.name === 'isolated');
      return {
        included: named.flatMap((p) => p.test?.include ?? []),
        leftByIsolated: isolated?.test?.exclude ?? [],
      };
    }

    it('runs none of them and every other file', () => {
      const all = Object.values(testFilesByProject()).flat();
      const countries = filesReadingCountries(process.cwd(), all);
      expect(countries.length).toBeGreaterThan(40);
      vi.stubEnv('COUNTRY_FILES_IN_COPY', '1');
      const { included, leftByIsolated } = projects();
      expect(included.filter((file) => countries.includes(file))).toEqual([]);
      expect(countries.filter((file) => !leftByIsolated.includes(file))).toEqual([]);
      // Every other file still runs: in a project of its own, or in the catch-all one.
      const ran = all.filter((f) => included.includes(f) || !leftByIsolated.includes(f));
      expect(ran.sort()).toEqual(all.filter((file) => !countries.includes(file)).sort());
    });

    it('leaves them in without the flag', () => {
      // CI's unit step sets the flag for the suite this test runs in: unset it here.
      vi.stubEnv('COUNTRY_FILES_IN_COPY', '');
      const { included, leftByIsolated } = projects();
      const all = Object.values(testFilesByProject()).flat();
      expect(all.filter((f) => !included.includes(f) && leftByIsolated.includes(f))).toEqual([]);
    });
  });
});
