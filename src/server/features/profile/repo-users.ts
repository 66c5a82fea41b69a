/** The borrower facts the form checks need: country (which forms) and login number (§5). */
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';

export type FormUser = Pick<typeof users.$inferSelect, 'country' | 'mobile'>;

export async function findFormUser(db: Db, userId: number): Promise<FormUser | undefined> {
  const rows = await db
    .select({ country: users.country, mobile: users.mobile })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return rows[0];
}
