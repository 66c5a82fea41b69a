/**
 * The data files as a fleet version holds them: every file under SCHEMAS_DIR and LOCALES_DIR by
 * its name (`schemas/tz/work.json`, `locales/en/forms.json`), read whole, and written back into a
 * follower's own folders: each changed file replaced by rename (a reader never sees half a file),
 * each file the version lacks removed.
 */
import { createHash, randomUUID } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  statSync,
  unlinkSync,
  writeFileSync,
} from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';

export interface PackFolders {
  readonly schemasDir: string;
  readonly localesDir: string;
}

/** A version's files: name → text. */
export type PackTexts = ReadonlyMap<string, string>;

const roots = (folders: PackFolders) =>
  [
    ['schemas', folders.schemasDir],
    ['locales', folders.localesDir],
  ] as const;

function* filesUnder(dir: string): Generator<string> {
  if (!existsSync(dir)) return;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    // Editors' swap and backup files, and our own renames in flight, are not the pack's.
    if (entry.name.startsWith('.') || entry.name.endsWith('~') || entry.name.endsWith('.tmp'))
      continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(path);
    else if (entry.isFile()) yield path;
  }
}

/** Where a name lives in `folders`; throws on a name outside them (never write elsewhere). */
export function pathOf(folders: PackFolders, name: string): string {
  const root = roots(folders).find(([prefix]) => name.startsWith(`${prefix}/`));
  const rest = root ? name.slice(root[0].length + 1) : '';
  if (!root || rest.split('/').some((part) => part === '..' || part === '' || part === '.'))
    throw new Error(`not a data file's name: ${name}`);
  return join(root[1], ...rest.split('/'));
}

/** Every file's name and text, as the folders hold them now. */
export function readFolders(folders: PackFolders): Map<string, string> {
  const texts = new Map<string, string>();
  for (const [prefix, dir] of roots(folders))
    for (const file of filesUnder(dir))
      texts.set(
        `${prefix}/${relative(dir, file).split(sep).join('/')}`,
        readFileSync(file, 'utf8'),
      );
  return texts;
}

/** Names, sizes and times: a change under the folders changes it, without reading any file. */
export function folderStamp(folders: PackFolders): string {
  const hash = createHash('sha256');
  for (const [prefix, dir] of roots(folders))
    for (const file of filesUnder(dir)) {
      const { size, mtimeMs } = statSync(file);
      hash.update(`${prefix}/${relative(dir, file)}\0${size}\0${mtimeMs}\n`);
    }
  return hash.digest('hex');
}

/** Full content hash of one file's text (a version's rows). */
export const contentHash = (text: string): string =>
  createHash('sha256').update(text).digest('hex');

/** One digest of names and content hashes: equal digests, equal files. */
export function packDigest(hashes: ReadonlyMap<string, string>): string {
  const hash = createHash('sha256');
  for (const name of [...hashes.keys()].sort()) hash.update(`${name}\0${hashes.get(name)}\n`);
  return hash.digest('hex').slice(0, 16);
}

/** Makes the folders hold exactly `texts`; returns the names written or removed. */
export function writeFolders(folders: PackFolders, texts: PackTexts): string[] {
  const now = readFolders(folders);
  const changed: string[] = [];
  for (const [name, text] of texts) {
    if (now.get(name) === text) continue;
    const file = pathOf(folders, name);
    mkdirSync(dirname(file), { recursive: true });
    const temporary = `${file}.${process.pid}.${randomUUID()}.tmp`;
    writeFileSync(temporary, text);
    renameSync(temporary, file);
    changed.push(name);
  }
  for (const name of now.keys())
    if (!texts.has(name)) {
      unlinkSync(pathOf(folders, name));
      changed.push(name);
    }
  return changed;
}
