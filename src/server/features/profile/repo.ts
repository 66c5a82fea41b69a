/** SQL of the borrower's forms: one row per user and form (schema/profile.ts). */
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { profileForms, type ProfileFormName } from '../../db/schema';

export type ProfileFormRow = typeof profileForms.$inferSelect;

/** Stores a form's accepted data; saving the same form again replaces it. */
export async function saveProfileForm(
  db: Db,
  row: Omit<ProfileFormRow, 'updatedAt'> & { updatedAt: Date },
): Promise<void> {
  await db
    .insert(profileForms)
    .values(row)
    .onConflictDoUpdate({
      target: [profileForms.userId, profileForms.form],
      set: {
        data: row.data,
        country: row.country,
        schemaHash: row.schemaHash,
        updatedAt: row.updatedAt,
      },
    });
}

/**
 * Stores several forms of one submit in one statement: all of them or none, without the round
 * trips of a transaction around separate writes.
 */
export async function saveProfileForms(
  db: Db,
  rows: readonly (Omit<ProfileFormRow, 'updatedAt'> & { updatedAt: Date })[],
): Promise<void> {
  if (rows.length === 0) return;
  await db
    .insert(profileForms)
    .values([...rows])
    .onConflictDoUpdate({
      target: [profileForms.userId, profileForms.form],
      set: {
        data: sql.raw(`excluded.${profileForms.data.name}`),
        country: sql.raw(`excluded.${profileForms.country.name}`),
        schemaHash: sql.raw(`excluded.${profileForms.schemaHash.name}`),
        updatedAt: sql.raw(`excluded.${profileForms.updatedAt.name}`),
      },
    });
}

export async function findProfileForm(
  db: Db,
  userId: number,
  form: ProfileFormName,
): Promise<ProfileFormRow | undefined> {
  const rows = await db
    .select()
    .from(profileForms)
    .where(and(eq(profileForms.userId, userId), eq(profileForms.form, form)))
    .limit(1);
  return rows[0];
}

/** Which forms the borrower has completed. */
export async function completedProfileForms(db: Db, userId: number): Promise<Set<ProfileFormName>> {
  const rows = await db
    .select({ form: profileForms.form })
    .from(profileForms)
    .where(eq(profileForms.userId, userId));
  return new Set(rows.map((r) => r.form));
}

/** Every form the borrower saved. */
export async function findProfileForms(db: Db, userId: number): Promise<ProfileFormRow[]> {
  return db.select().from(profileForms).where(eq(profileForms.userId, userId));
}
