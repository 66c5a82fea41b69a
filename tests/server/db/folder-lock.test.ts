/** The embedded database's lock: held by a live process → refused with its pid; stale → taken. */
import { mkdtempSync, readFileSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DatabaseBusyError, lockFolder } from '../../../src/server/db/folder-lock';

const dir = mkdtempSync(join(tmpdir(), 'mkopo-lock-'));
const lock = join(dir, 'pglite.lock');

afterEach(() => rmSync(lock, { force: true }));

describe('lockFolder', () => {
  it('writes our pid and removes the file on release', () => {
    const release = lockFolder(lock, dir);
    expect(JSON.parse(readFileSync(lock, 'utf8')).pid).toBe(process.pid);
    release();
    expect(existsSync(lock)).toBe(false);
  });

  it('refuses while another live process holds it, naming the folder and the pid', () => {
    // Our parent is alive for as long as this test runs.
    writeFileSync(lock, JSON.stringify({ pid: process.ppid }));
    expect(() => lockFolder(lock, dir)).toThrow(DatabaseBusyError);
    expect(() => lockFolder(lock, dir)).toThrow(`in ${dir} is in use by process ${process.ppid}`);
  });

  it('takes over the lock of a process that died', () => {
    writeFileSync(lock, JSON.stringify({ pid: 2 ** 22 + 12345 }));
    const release = lockFolder(lock, dir);
    expect(JSON.parse(readFileSync(lock, 'utf8')).pid).toBe(process.pid);
    release();
  });
});
