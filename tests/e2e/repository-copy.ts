/**
 * A copy of the repository as a developer has it (tracked and new files, the installed packages
 * linked), and what a command then wrote in it, for the browser test that adds a country there.
 */
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  symlinkSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';

/** The repository as a developer has it: tracked and new files, with the installed packages. */
export function copyRepository(): string {
  const dir = mkdtempSync(join(tmpdir(), 'mkopo-new-country-'));
  const listed = execFileSync(
    'git',
    ['ls-files', '-z', '--cached', '--others', '--exclude-standard'],
    {
      encoding: 'utf8',
    },
  )
    .split('\0')
    .filter(Boolean);
  for (const file of listed) {
    if (!existsSync(file)) continue; // deleted in the working tree
    mkdirSync(dirname(join(dir, file)), { recursive: true });
    copyFileSync(file, join(dir, file));
  }
  symlinkSync(resolve('node_modules'), join(dir, 'node_modules'));
  return dir;
}

/** Every file of the copy but its packages and build, by content digest. */
export function digests(dir: string, under = ''): Map<string, string> {
  const found = new Map<string, string>();
  for (const entry of readdirSync(join(dir, under), { withFileTypes: true })) {
    const path = join(under, entry.name);
    if (['node_modules', 'dist', '.data'].includes(path)) continue;
    if (entry.isDirectory()) for (const [p, d] of digests(dir, path)) found.set(p, d);
    else if (entry.isFile())
      found.set(
        path,
        createHash('sha1')
          .update(readFileSync(join(dir, path)))
          .digest('hex'),
      );
  }
  return found;
}

/** The files of `dir` that are new or changed since `before` was taken. */
export function writtenSince(before: Map<string, string>, dir: string): string[] {
  return [...digests(dir)].filter(([path, digest]) => before.get(path) !== digest).map(([p]) => p);
}
