/** SQL of account deletion: tickets, the deletion record, and erasing personal rows. */
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  accountDeletions,
  accountDeletionTickets,
  collectionReports,
  kycFiles,
  profileForms,
  smsCodes,
  users,
  ussdDrafts,
  ussdSessions,
  wallets,
} from '../../db/schema';

export async function insertTicket(
  db: Db,
  values: typeof accountDeletionTickets.$inferInsert,
): Promise<void> {
  await db.insert(accountDeletionTickets).values(values);
}

/** Spends a ticket of this user that is unused and alive; false when there is none. */
export async function useTicket(
  db: Db,
  userId: number,
  ticketHash: string,
  now: Date,
): Promise<boolean> {
  const rows = await db
    .update(accountDeletionTickets)
    .set({ usedAt: now })
    .where(
      and(
        eq(accountDeletionTickets.ticketHash, ticketHash),
        eq(accountDeletionTickets.userId, userId),
        isNull(accountDeletionTickets.usedAt),
        gt(accountDeletionTickets.expiresAt, now),
      ),
    )
    .returning({ id: accountDeletionTickets.id });
  return rows.length === 1;
}

/**
 * Rows that only hold personal data: the profile forms, the ID and face checks (what OCR read;
 * the images go with the files), the bound wallet, collection reports, codes sent, the USSD drafts
 * and sessions. Payments keep the account they used: they are lending records.
 */
export async function erasePersonalRows(db: Db, userId: number, mobile: string): Promise<void> {
  await db.delete(profileForms).where(eq(profileForms.userId, userId));
  await db.delete(kycFiles).where(eq(kycFiles.userId, userId));
  await db.delete(wallets).where(eq(wallets.userId, userId));
  await db.delete(collectionReports).where(eq(collectionReports.userId, userId));
  await db.delete(smsCodes).where(eq(smsCodes.mobile, mobile));
  await db.delete(ussdDrafts).where(eq(ussdDrafts.userId, userId));
  await db.delete(ussdSessions).where(eq(ussdSessions.userId, userId));
}

/** Keeps the row (loans point at it); not the number (it may register again) nor the language. */
export async function anonymiseUser(db: Db, userId: number, now: Date): Promise<void> {
  await db
    .update(users)
    .set({ mobile: `deleted:${userId}`, lang: null, deletedAt: now })
    .where(eq(users.id, userId));
}

export async function insertDeletion(
  db: Db,
  values: typeof accountDeletions.$inferInsert,
): Promise<void> {
  await db.insert(accountDeletions).values(values);
}
