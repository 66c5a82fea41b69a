/**
 * The last good version of each data file, kept on disk (docs/architecture.md §5): after a restart with a broken
 * file on disk, the server still serves what borrowers saw before the edit.
 */
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import { dirname, join } from 'node:path';

export class LastGood {
  /** `dir` undefined: keep nothing (tests of the check alone). */
  constructor(private readonly dir: string | undefined) {}

  /** The folder the copies are kept in; undefined: none (memory only). */
  get where(): string | undefined {
    return this.dir;
  }

  /** Keeps `text` as the last good version of `name` (a path like `tz/work.json`). */
  save(name: string, text: string): void {
    if (!this.dir || this.read(name) === text) return;
    const file = join(this.dir, name);
    mkdirSync(dirname(file), { recursive: true });
    // Write then rename: a crash mid-write never leaves a half file as the "good" one. The
    // temporary name is this process's own: several servers (WEB_CONCURRENCY) share DATA_DIR and
    // save the same files as they start, and one's rename must not take another's file away.
    const temporary = `${file}.${process.pid}.${randomUUID()}.tmp`;
    writeFileSync(temporary, text);
    renameSync(temporary, file);
  }

  read(name: string): string | undefined {
    if (!this.dir) return undefined;
    const file = join(this.dir, name);
    return existsSync(file) ? readFileSync(file, 'utf8') : undefined;
  }
}
