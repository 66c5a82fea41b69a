/** SQL of the borrower's forms: one row per user and form (schema/profile.ts). */
import { and, eq, sql, type Placeholder } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { preparedOn } from '../../db/prepared';
import { profileForms, type ProfileFormName } from '../../db/schema';

export type ProfileFormRow = typeof profileForms.$inferSelect;
type FormRow = Omit<ProfileFormRow, 'updatedAt'> & { updatedAt: Date };
const COLUMNS = ['userId', 'form', 'country', 'data', 'schemaHash', 'updatedAt'] as const;

/** Stores a form's accepted data; saving the same form again replaces it. */
export async function saveProfileForm(db: Db, row: FormRow): Promise<void> {
  await saveProfileForms(db, [row]);
}

/**
 * Stores several forms of one submit in one statement: all of them or none, without the round
 * trips of a transaction around separate writes.
 */
export async function saveProfileForms(db: Db, rows: readonly FormRow[]): Promise<void> {
  if (rows.length === 0) return;
  const params: Record<string, unknown> = {};
  rows.forEach((row, i) => COLUMNS.forEach((column) => (params[`${column}${i}`] = row[column])));
  await upsertOf(rows.length)(db).execute(params);
}

/**
 * Every form save runs this statement, prepared once per number of rows (a submit holds one to a
 * few forms): the values are placeholders `userId0`, `form0`, … encoded by their columns.
 */
const upserts = new Map<number, ReturnType<typeof prepareUpsert>>();
function upsertOf(count: number) {
  let upsert = upserts.get(count);
  if (!upsert) upserts.set(count, (upsert = prepareUpsert(count)));
  return upsert;
}

function prepareUpsert(count: number) {
  return preparedOn((db) =>
    db
      .insert(profileForms)
      .values(
        Array.from({ length: count }, (_, i) =>
          Object.fromEntries(COLUMNS.map((column) => [column, sql.placeholder(`${column}${i}`)])),
        ) as { [K in (typeof COLUMNS)[number]]: Placeholder }[],
      )
      .onConflictDoUpdate({
        target: [profileForms.userId, profileForms.form],
        set: {
          data: sql.raw(`excluded.${profileForms.data.name}`),
          country: sql.raw(`excluded.${profileForms.country.name}`),
          schemaHash: sql.raw(`excluded.${profileForms.schemaHash.name}`),
          updatedAt: sql.raw(`excluded.${profileForms.updatedAt.name}`),
        },
      })
      .prepare(`save_forms_${count}`),
  );
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
