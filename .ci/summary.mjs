// Prints one "name: N passed, N failed" line from a vitest JSON report, and fails on zero tests.
import { readFileSync } from 'node:fs';

const [name, file] = process.argv.slice(2);
let report;
try {
  report = JSON.parse(readFileSync(file, 'utf8'));
} catch {
  console.log(`${name}: 0 passed, 1 failed`);
  process.exit(1);
}
const passed = report.numPassedTests ?? 0;
// A file that failed to load has no failed test of its own: count it once.
const brokenFiles = (report.testResults ?? []).filter(
  (file) =>
    file.status === 'failed' && !(file.assertionResults ?? []).some((a) => a.status === 'failed'),
).length;
const failed = (report.numFailedTests ?? 0) + brokenFiles;
const skipped = (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
console.log(`${name}: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
if (passed === 0) process.exit(1);
