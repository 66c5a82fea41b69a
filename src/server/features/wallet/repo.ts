/** SQL of the borrower's wallet (schema/kyc.ts `wallets`). */
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { wallets } from '../../db/schema';

export type WalletRow = typeof wallets.$inferSelect;

export async function findWallet(db: Db, userId: number): Promise<WalletRow | undefined> {
  const rows = await db.select().from(wallets).where(eq(wallets.userId, userId)).limit(1);
  return rows[0];
}

/** Binds the wallet; binding again replaces it (the next loan is paid to the new one). */
export async function saveWallet(db: Db, row: WalletRow): Promise<void> {
  await db
    .insert(wallets)
    .values(row)
    .onConflictDoUpdate({
      target: wallets.userId,
      set: {
        bankCode: row.bankCode,
        account: row.account,
        updatedAt: row.updatedAt,
        coolingUntil: row.coolingUntil,
      },
    });
}
