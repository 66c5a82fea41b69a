/**
 * Unpacks a PGlite data directory dump (a plain tar, as `dumpDataDir('none')` writes it) into a
 * folder on disk, one file at a time. PGlite's own `loadDataDir` takes the dump as a Blob and
 * copies it whole three times over (file, Blob, ArrayBuffer, then each entry) before writing the
 * files: at a fresh start that left some 150 MB of buffers in the server's memory until a
 * collection it had no reason to run while idle. Here only one file of the dump is held at once.
 */
import { closeSync, mkdirSync, openSync, readSync, writeSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';

const BLOCK = 512;
/** Files are copied through one buffer of this size (a dump's WAL segment alone is 16 MB). */
const CHUNK = 1 << 20;

/** A field of a tar header: NUL-terminated text. */
const text = (header: Buffer, at: number, length: number) => {
  const field = header.subarray(at, at + length);
  const end = field.indexOf(0);
  return field.subarray(0, end === -1 ? length : end).toString('utf8');
};
const octal = (header: Buffer, at: number, length: number) =>
  parseInt(text(header, at, length).trim() || '0', 8);

/** Reads up to `length` bytes at `position` into the start of `buffer`: fewer at the file's end. */
function readAt(fd: number, buffer: Buffer, position: number, length = buffer.length): number {
  let done = 0;
  while (done < length) {
    const n = readSync(fd, buffer, done, length - done, position + done);
    if (n === 0) break;
    done += n;
  }
  return done;
}

/** Copies `size` bytes of the dump at `position` into a new file `target`. */
function copyOut(
  fd: number,
  chunk: Buffer,
  entry: { position: number; size: number; target: string; mode: number },
): void {
  const { position, size, target, mode } = entry;
  const out = openSync(target, 'wx', mode);
  try {
    for (let done = 0; done < size;) {
      const n = readAt(fd, chunk, position + done, Math.min(chunk.length, size - done));
      if (n === 0) throw new Error(`dump ends inside ${target}`);
      for (let written = 0; written < n;) written += writeSync(out, chunk, written, n - written);
      done += n;
    }
  } finally {
    closeSync(out);
  }
}

/** Writes every file and folder of the dump `file` under `dir`. */
export function unpackDump(file: string, dir: string): void {
  const fd = openSync(file, 'r');
  try {
    const header = Buffer.alloc(BLOCK);
    const chunk = Buffer.allocUnsafe(CHUNK);
    let position = 0;
    while (readAt(fd, header, position) === BLOCK && header.some((byte) => byte !== 0)) {
      const ustar = text(header, 257, 6) === 'ustar';
      const prefix = ustar ? text(header, 345, 155) : '';
      const name = prefix ? `${prefix}/${text(header, 0, 100)}` : text(header, 0, 100);
      const size = octal(header, 124, 12);
      const mode = octal(header, 100, 8) & 0o777;
      const type = String.fromCharCode(header[156] ?? 0);
      // Rooted before joining: a name climbing with '..' stays inside the folder.
      const target = join(dir, normalize(`/${name}`));
      position += BLOCK;
      if (type === '5') mkdirSync(target, { recursive: true, mode: mode || 0o750 });
      else if (type === '0' || type === '\0') {
        mkdirSync(dirname(target), { recursive: true });
        copyOut(fd, chunk, { position, size, target, mode: mode || 0o600 });
      } else throw new Error(`dump entry of an unknown kind (${type}): ${name}`);
      position += Math.ceil(size / BLOCK) * BLOCK;
    }
  } finally {
    closeSync(fd);
  }
}
