/**
 * A dump is unpacked to disk entry by entry: files keep their bytes and modes, folders are made,
 * an entry naming a place outside the folder lands inside it, and a dump cut short is refused.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { unpackDump } from '../../../src/server/db/unpack-dump';

const dir = mkdtempSync(join(tmpdir(), 'mkopo-unpack-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A tar entry: its 512-byte header, then its data padded to 512 bytes. */
function entry(name: string, data: Buffer | 'dir', mode: number): Buffer {
  const header = Buffer.alloc(512);
  header.write(name, 0);
  header.write(mode.toString(8).padStart(7, '0'), 100);
  header.write((data === 'dir' ? 0 : data.length).toString(8).padStart(11, '0'), 124);
  header.write(data === 'dir' ? '5' : '0', 156);
  if (data === 'dir') return header;
  return Buffer.concat([header, data, Buffer.alloc((512 - (data.length % 512)) % 512)]);
}
const tar = (...entries: Buffer[]) => Buffer.concat([...entries, Buffer.alloc(1024)]);

function dumpOf(name: string, bytes: Buffer): string {
  const file = join(dir, name);
  writeFileSync(file, bytes);
  return file;
}

describe('unpacking a data directory dump', () => {
  it('writes each folder and file with its bytes and mode, larger files through a buffer', () => {
    const big = Buffer.alloc(3 * 1024 * 1024 + 17, 7); // more than one copy buffer
    const file = dumpOf(
      'ok.tar',
      tar(
        entry('/base', 'dir', 0o750),
        entry('/base/1/2601', Buffer.from('page'), 0o600),
        entry('/pg_wal/000000010000000000000001', big, 0o600),
      ),
    );
    const out = join(dir, 'ok');
    unpackDump(file, out);
    expect(readFileSync(join(out, 'base/1/2601'), 'utf8')).toBe('page');
    expect(statSync(join(out, 'base/1/2601')).mode & 0o777).toBe(0o600);
    expect(readFileSync(join(out, 'pg_wal/000000010000000000000001')).equals(big)).toBe(true);
  });

  it('keeps an entry climbing out with .. inside its folder, and refuses a dump cut short', () => {
    const climbing = dumpOf('climbing.tar', tar(entry('../escaped', Buffer.from('x'), 0o600)));
    unpackDump(climbing, join(dir, 'climbing'));
    expect(existsSync(join(dir, 'escaped'))).toBe(false);
    expect(readFileSync(join(dir, 'climbing', 'escaped'), 'utf8')).toBe('x');
    const cut = dumpOf('cut.tar', entry('/file', Buffer.alloc(2000, 1), 0o600).subarray(0, 1024));
    expect(() => unpackDump(cut, join(dir, 'cut'))).toThrow(/ends inside/);
  });
});
