/**
 * A new server on a fresh data folder with a broken data file has no good pack and no last good
 * copy for that country: it does not start, and says which file, where and why; it never claims a
 * copy it has not got. Real process, as `npm start` runs it.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

let root: string;
afterEach(() => rmSync(root, { recursive: true, force: true }));

function start(schemas: string, dataDir: string) {
  // The embedded database: a fresh folder is the subject.
  const { DATABASE_URL: _postgres, ...inherited } = process.env;
  return spawnSync(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: {
      ...inherited,
      SCHEMAS_DIR: schemas,
      DATA_DIR: dataDir,
      PORT: '0',
      HOST: '127.0.0.1',
      NODE_ENV: 'development', // no SPA build
      JOB_POLL_MS: '0',
      LOG_LEVEL: 'info',
    },
    encoding: 'utf8',
    timeout: 120_000,
  });
}

describe('a fresh data folder with a broken file', () => {
  it('does not start, naming the file, the place and the reason', () => {
    root = mkdtempSync(join(tmpdir(), 'mkopo-fresh-'));
    const schemas = join(root, 'schemas');
    cpSync('schemas', schemas, { recursive: true });
    const work = join(schemas, 'tz', 'work.json');
    const json = JSON.parse(readFileSync(work, 'utf8')) as { uiSchema: Record<string, unknown> };
    json.uiSchema.employmentType = { 'ui:widget': 'dropdown' };
    writeFileSync(work, JSON.stringify(json));

    const run = start(schemas, join(root, 'data'));
    const output = run.stdout + run.stderr;
    expect(run.status, output).toBe(1);
    expect(run.stderr).toContain(
      'schemas/tz/work.json at uiSchema › employmentType › ui:widget: unknown widget "dropdown"',
    );
    expect(output).not.toMatch(/last good version (is|stays) served/);
    // Only the broken file: the country's product.json is good.
    expect(run.stderr).not.toContain('no valid product');
    expect(output).not.toContain('listening on');
  }, 150_000);
});
