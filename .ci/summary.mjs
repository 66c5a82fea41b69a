// Prints one "name: N passed, N failed" line from a vitest JSON report, then each failed test with
// the first lines of its error, and fails on zero tests. CI prints these lines again at its end, so
// a log cut in the middle still names what failed.
import { readFileSync } from 'node:fs';
import { relative } from 'node:path';

const [name, file] = process.argv.slice(2);
let report;
try {
  report = JSON.parse(readFileSync(file, 'utf8'));
} catch {
  console.log(`${name}: 0 passed, 1 failed (no report: the suite did not finish)`);
  process.exit(1);
}

/**
 * The error's first line and its first lines outside node_modules (the test's own), without
 * colour codes, indented under the test's name. A timeout's message is only "STACK_TRACE_ERROR"
 * with the runner's frames: the test's line and duration say more.
 */
const firstLines = (message = '') => {
  const lines = message
    // eslint-disable-next-line no-control-regex
    .replace(/\u001b\[[0-9;]*m/g, '')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '');
  const own = lines.slice(1).filter((line) => !line.includes('node_modules'));
  return [...lines.slice(0, 1), ...own.slice(0, 3)].map((line) => `      ${line}`).join('\n');
};

const files = report.testResults ?? [];
const passed = report.numPassedTests ?? 0;
// A file that failed to load has no failed test of its own: count it once.
const brokenFiles = files.filter(
  (f) => f.status === 'failed' && !(f.assertionResults ?? []).some((a) => a.status === 'failed'),
);
const failed = (report.numFailedTests ?? 0) + brokenFiles.length;
const skipped = (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
console.log(`${name}: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
for (const f of files) {
  const path = relative(process.cwd(), f.name);
  for (const test of f.assertionResults ?? []) {
    if (test.status !== 'failed') continue;
    console.log(`  FAILED ${path} > ${test.fullName} (${Math.round(test.duration ?? 0)} ms)`);
    console.log(firstLines((test.failureMessages ?? []).join('\n')));
  }
  if (brokenFiles.includes(f)) {
    console.log(`  FAILED ${path} (the file did not run)`);
    console.log(firstLines(f.message));
  }
}
if (passed === 0) process.exit(1);
