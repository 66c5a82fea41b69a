/**
 * Several servers (WEB_CONCURRENCY) share DATA_DIR and keep the same last good files as they
 * start: saves from two processes at once never fail, and the file is always one whole version.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';

const LAST_GOOD = fileURLToPath(new URL('../../../src/server/forms/last-good.ts', import.meta.url));
const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((d) => rmSync(d, { recursive: true, force: true })));

/** A process that saves its own version of one file `times` times; resolves its exit code. */
function saver(dir: string, version: string, times: number): Promise<number | null> {
  const script = `
    const { LastGood } = await import(${JSON.stringify(LAST_GOOD)});
    const keep = new LastGood(${JSON.stringify(dir)});
    for (let i = 0; i < ${times}; i++) keep.save('tz/prizes.json', ${JSON.stringify(version)} + i);
  `;
  const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  return new Promise((resolve) => child.once('exit', resolve));
}

describe('last good files', () => {
  it('are saved by two processes at once without an error, each save whole', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'mkopo-last-good-'));
    dirs.push(dir);
    const codes = await Promise.all([saver(dir, 'a'.repeat(4096), 400), saver(dir, 'b', 400)]);
    expect(codes).toEqual([0, 0]);
    expect(readFileSync(join(dir, 'tz/prizes.json'), 'utf8')).toMatch(/^(a{4096}|b)\d+$/);
    expect(readdirSync(join(dir, 'tz'))).toEqual(['prizes.json']); // no temporary file left
  }, 60_000);
});
