/** SQL of the borrower's wallet (schema/kyc.ts `wallets`). */
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { preparedOn } from '../../db/prepared';
import { wallets } from '../../db/schema';

export type WalletRow = typeof wallets.$inferSelect;

export async function findWallet(db: Db, userId: number): Promise<WalletRow | undefined> {
  const rows = await walletQuery(db).execute({ userId });
  return rows[0];
}

// Read by every repayment confirm and payout.
const walletQuery = preparedOn((db) =>
  db
    .select()
    .from(wallets)
    .where(eq(wallets.userId, sql.placeholder('userId')))
    .limit(1)
    .prepare('wallet_of_user'),
);

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
