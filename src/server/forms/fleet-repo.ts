/**
 * The published versions of the data files in the database (migration 0041, decision 0043). A
 * publish stores only the files that changed since the newest version, under an advisory lock so
 * two publishers never take one number; publishing what the newest version holds already is no
 * new version.
 */
import { desc, lte, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { packFiles, packVersions } from '../db/schema';
import { contentHash, packDigest, type PackTexts } from './fleet-folders';

/** The advisory lock publishes take turns on ("mkopack" in ASCII). */
const PUBLISH_LOCK = 0x6d6b7061636b;

export interface PackVersion {
  readonly version: number;
  readonly digest: string;
  readonly publishedAt: Date;
  readonly publishedBy: string;
}

/** The newest version; undefined: nothing was ever published. */
export async function newestVersion(db: Db): Promise<PackVersion | undefined> {
  const [row] = await db.select().from(packVersions).orderBy(desc(packVersions.version)).limit(1);
  return row;
}

/** The files of `version`: per name, the newest row at or below it, removed ones left out. */
export async function textsAt(db: Db, version: number): Promise<Map<string, string>> {
  const rows = await db
    .selectDistinctOn([packFiles.path], { path: packFiles.path, content: packFiles.content })
    .from(packFiles)
    .where(lte(packFiles.version, version))
    .orderBy(packFiles.path, desc(packFiles.version));
  return new Map(rows.flatMap((r) => (r.content === null ? [] : [[r.path, r.content] as const])));
}

/** Publishes `texts` as the newest version; returns it (the newest already, when equal). */
export async function publishVersion(
  db: Db,
  texts: PackTexts,
  by: string,
  at: Date,
): Promise<{ version: PackVersion; fresh: boolean }> {
  const hashes = new Map([...texts].map(([name, text]) => [name, contentHash(text)]));
  const digest = packDigest(hashes);
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${PUBLISH_LOCK})`);
    const newest = await newestVersion(tx);
    if (newest?.digest === digest) return { version: newest, fresh: false };
    const before = newest ? await textsAt(tx, newest.version) : new Map<string, string>();
    const number = (newest?.version ?? 0) + 1;
    const [version] = await tx
      .insert(packVersions)
      .values({ version: number, digest, publishedAt: at, publishedBy: by })
      .returning();
    const rows = [
      ...[...texts]
        .filter(([name, text]) => before.get(name) !== text)
        .map(([path, content]) => ({ version: number, path, hash: contentHash(content), content })),
      ...[...before.keys()]
        .filter((name) => !texts.has(name))
        .map((path) => ({ version: number, path, hash: '', content: null })),
    ];
    if (rows.length > 0) await tx.insert(packFiles).values(rows);
    return { version: version!, fresh: true };
  });
}
