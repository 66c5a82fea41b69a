/**
 * One writer per embedded database (docs/architecture.md §6): PGlite keeps the database in a folder and two
 * processes opening it lose each other's writes without a word. The first opener writes a lock
 * file with its pid; a second process is refused with a message naming the folder and the
 * holder, unless the holder is dead (a crash leaves a stale lock, which is taken over).
 */
import { openSync, closeSync, readFileSync, rmSync, writeSync } from 'node:fs';

export class DatabaseBusyError extends Error {
  constructor(
    readonly folder: string,
    readonly holderPid: number,
  ) {
    super(
      `The embedded database in ${folder} is in use by process ${holderPid} (a running server). ` +
        'Only one process may open it: stop that server first, or use `npm run ops`, which sends ' +
        'its commands to the running server.',
    );
    this.name = 'DatabaseBusyError';
  }
}

/** Whether a process with this pid is alive (signal 0 checks without signalling). */
export function processAlive(pid: number): boolean {
  if (!Number.isSafeInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The pid holding the lock file, or undefined when there is none or it is unreadable. */
export function lockHolder(lockPath: string): number | undefined {
  try {
    const pid = Number(JSON.parse(readFileSync(lockPath, 'utf8')).pid);
    return Number.isSafeInteger(pid) ? pid : undefined;
  } catch {
    return undefined;
  }
}

/** Takes the lock for this process; returns its release. Throws DatabaseBusyError when held. */
export function lockFolder(lockPath: string, folder: string): () => void {
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(lockPath, 'wx', 0o600);
      writeSync(fd, JSON.stringify({ pid: process.pid, since: new Date().toISOString() }));
      closeSync(fd);
      return () => {
        if (lockHolder(lockPath) === process.pid) rmSync(lockPath, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = lockHolder(lockPath);
      // The same process reopening (a restart inside tests) or a dead holder: take it over.
      if (holder !== undefined && holder !== process.pid && processAlive(holder))
        throw new DatabaseBusyError(folder, holder);
      rmSync(lockPath, { force: true });
    }
  }
  throw new Error(`could not lock ${folder}`);
}
