/**
 * `npm test` stays green after a developer adds a country by data: in a copy of the repository,
 * one made-up country is added and left unfilled, another added and filled (nothing "unfilled",
 * so it is generated into the app's country list), and the unit test files that read countries
 * (reads-countries.ts) run there. Its own suite (vitest.country.config.ts, a step of .ci/run): the files take minutes
 * with one worker, too long for the unit suite. In CI it is the one run of those files (decision 0057).
 */
import { execFile, execFileSync } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testFilesByProject } from '../../scripts/vite/test-projects';
import { copyRepository } from '../e2e/repository-copy';
import { addMadeUpCountry, madeUpCountry, numberingOf } from '../support/made-up-country';
import { filesReadingCountries } from './reads-countries';

const run = promisify(execFile);

/** The unit suite's files that a country added by data can affect (reads-countries.ts). */
export function countryFiles(): string[] {
  return filesReadingCountries(process.cwd(), Object.values(testFilesByProject()).flat()).sort();
}

interface Report {
  testResults: {
    name: string;
    assertionResults: { fullName: string; status: string; failureMessages?: string[] }[];
  }[];
}

/**
 * A failure's message: its lines before the stack (an assertion's diff included). Vitest writes a
 * timeout's stack under a placeholder of its own ("Error: STACK_TRACE_ERROR") and the message
 * elsewhere, so that placeholder is named for what it stands for.
 */
function failureMessage(failure = ''): string {
  const lines = failure.split('\n');
  const stack = lines.findIndex((line) => /^\s+at /.test(line));
  const message = (stack === -1 ? lines : lines.slice(0, stack)).join('\n').trim();
  return message.replace(
    /^Error: STACK_TRACE_ERROR$/m,
    'timed out (a vitest test or hook timeout)',
  );
}

const FILES = countryFiles();
/**
 * The suite's bound, from its work: a minute a file, several times what one takes with one worker
 * on a machine loaded 20 (the slowest, 2.5 minutes, is covered by the quick ones around it).
 */
const SUITE_MS = FILES.length * 60_000;
let root = '';
const added: { code: string; filled: boolean }[] = [];

// The copy and four commands (two countries added, each generated): bounded like the run below,
// not by a guess of how fast a busy machine does them.
beforeAll(() => {
  root = copyRepository();
  // A repository as a developer's is: the tests that list files ask git (nothing committed).
  execFileSync('git', ['init', '-q'], { cwd: root });
  // Drawn afresh each run; MADE_UP_COUNTRIES=AB,CD repeats a failed run's pair.
  const given = process.env.MADE_UP_COUNTRIES?.split(',') ?? [];
  for (const [i, filled] of [false, true].entries()) {
    const code = given[i];
    const country = code ? numberingOf(code) : madeUpCountry(join(root, 'schemas'));
    addMadeUpCountry(root, country, filled);
    added.push({ code: country.code, filled });
  }
}, SUITE_MS);

afterAll(() => {
  if (root) rmSync(root, { recursive: true, force: true });
});

describe('a country added by data', () => {
  it(
    'leaves every test file that reads countries green, unfilled and filled',
    async () => {
      const files = FILES;
      expect(files.length).toBeGreaterThan(40);
      const report = join(root, 'country-suites.json');
      // The database and depth this suite is given: .ci/run gives it PostgreSQL and deep
      // properties, as its unit step, which leaves these files to this run (decision 0057); a
      // developer's run without them takes the embedded database and the quick counts (CI=true
      // alone would make the property suites go deep: tests/support/property-depth.ts).
      const { COUNTRY_FILES_IN_COPY: _left, ...rest } = process.env;
      const env = { ...rest, DEEP_PROPERTIES: process.env.DEEP_PROPERTIES ?? '0' };
      const child = await run(
        'npx',
        ['vitest', 'run', '--maxWorkers=1', '--reporter=json', `--outputFile=${report}`, ...files],
        { cwd: root, env, maxBuffer: 1 << 26 },
      ).catch((error: { stdout?: string; stderr?: string }) => error);
      const results = JSON.parse(readFileSync(report, 'utf8')) as Report;
      const failed = results.testResults.flatMap((file) =>
        file.assertionResults
          .filter((t) => t.status === 'failed')
          // The failure's message too: the copy is gone once the run ends.
          .map(
            (t) =>
              `${file.name.replace(`${root}/`, '')} > ${t.fullName}: ${failureMessage(t.failureMessages?.[0])}`,
          ),
      );
      const countries = added.map((a) => `${a.code} (${a.filled ? 'filled' : 'unfilled'})`);
      expect(failed, `with ${countries.join(' and ')} added: ${child.stderr ?? ''}`).toEqual([]);
      expect(results.testResults).toHaveLength(files.length);
    },
    SUITE_MS,
  );
});
