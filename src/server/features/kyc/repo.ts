/** SQL of identity images (schema/kyc.ts). */
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { kycFiles, type KycKind } from '../../db/schema';

export type KycFileRow = typeof kycFiles.$inferSelect;

export async function insertKycFile(
  db: Db,
  row: typeof kycFiles.$inferInsert,
): Promise<KycFileRow> {
  const [inserted] = await db.insert(kycFiles).values(row).returning();
  if (!inserted) throw new Error('kyc file not stored');
  return inserted;
}

/** The newest image of a kind the borrower uploaded. */
export async function latestKycFile(
  db: Db,
  userId: number,
  kind: KycKind,
): Promise<KycFileRow | undefined> {
  const rows = await db
    .select()
    .from(kycFiles)
    .where(and(eq(kycFiles.userId, userId), eq(kycFiles.kind, kind)))
    .orderBy(desc(kycFiles.id))
    .limit(1);
  return rows[0];
}

export async function findOwnKycFile(
  db: Db,
  userId: number,
  fileId: string,
): Promise<KycFileRow | undefined> {
  const rows = await db
    .select()
    .from(kycFiles)
    .where(and(eq(kycFiles.userId, userId), eq(kycFiles.fileId, fileId)))
    .limit(1);
  return rows[0];
}

export async function setKycResult(
  db: Db,
  id: number,
  passed: boolean,
  result: Record<string, unknown>,
): Promise<void> {
  await db
    .update(kycFiles)
    .set({ passed: passed ? 1 : 0, result })
    .where(eq(kycFiles.id, id));
}

/** Front and back read by OCR and a live face matched: the ID step (12) is done. */
// One query for the three kinds (every profile step asks this): the newest row of each kind.
export async function kycComplete(db: Db, userId: number): Promise<boolean> {
  const kinds: KycKind[] = ['front', 'back', 'face'];
  const latest = await db
    .selectDistinctOn([kycFiles.kind], { kind: kycFiles.kind, passed: kycFiles.passed })
    .from(kycFiles)
    .where(and(eq(kycFiles.userId, userId), inArray(kycFiles.kind, kinds)))
    .orderBy(kycFiles.kind, desc(kycFiles.id));
  return kinds.every((kind) => latest.find((f) => f.kind === kind)?.passed === 1);
}
