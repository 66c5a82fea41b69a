/**
 * Rows a server test needs as its starting point, written straight to the database: a borrower, a
 * loan order and a loan on the books, with defaults a test overrides only where its case differs.
 * Each call makes a new row (numbers and order numbers never repeat within a process), so tests
 * need no hand-written ids.
 */
import type { Db } from '../../src/server/db/client';
import { loanOrders, users } from '../../src/server/db/schema';
import { disbursementEntry, penaltyEntry } from '../../src/server/domain/journal';
import { postEntry } from '../../src/server/features/ledger/repo';
import {
  COUNTRY_CODES,
  COUNTRY_FACTS,
  WALLET_PREFIXES,
  type Country,
} from '../../src/shared/countries';
import { ORDER_STATUS } from '../../src/shared/orders';

type UserRow = typeof users.$inferSelect;
type OrderRow = typeof loanOrders.$inferSelect;

let made = 0;
const next = () => ++made;

/** The first country of the data: tests that do not care which country take this one. */
export const ANY_COUNTRY: Country = COUNTRY_CODES[0];

/**
 * A fresh national number of `country`'s length, starting as its mobile numbers do: with 7 where
 * its wallets' prefixes do (the shipped countries'), else with its first wallet's prefix.
 */
function nationalNumber(country: Country, n: number): string {
  const prefixes: string[] = Object.values<readonly string[]>(WALLET_PREFIXES[country]).flat();
  const start = prefixes.find((p) => p.startsWith('7')) ? '7' : (prefixes[0] ?? '7');
  const rest = COUNTRY_FACTS[country].nationalNumberLength - start.length;
  return `${start}${String(10 ** (rest - 1) + n).slice(-rest)}`;
}

/** A registered borrower of `country` with a fresh, valid-looking mobile number. */
export async function aBorrower(
  db: Db,
  overrides: Partial<typeof users.$inferInsert> = {},
): Promise<UserRow> {
  const country = overrides.country ?? ANY_COUNTRY;
  const national = nationalNumber(country, next());
  const [row] = await db
    .insert(users)
    .values({
      mobile: `${COUNTRY_FACTS[country].callingCode}${national}`,
      country,
      createdAt: new Date(),
      ...overrides,
    })
    .returning();
  if (!row) throw new Error('no borrower row');
  return row;
}

/** A loan order of `userId` (default: a loan being repaid, level 1, in the borrower's country). */
export async function anOrder(
  db: Db,
  user: Pick<UserRow, 'id' | 'country'>,
  overrides: Partial<typeof loanOrders.$inferInsert> = {},
): Promise<OrderRow> {
  const now = new Date();
  const country = overrides.country ?? user.country;
  const [row] = await db
    .insert(loanOrders)
    .values({
      orderNo: `F${next()}`,
      userId: user.id,
      country,
      productId: `${country}-CASH`,
      status: ORDER_STATUS.repaying,
      level: 1,
      creditLimit: 60_000,
      createdAt: now,
      updatedAt: now,
      ...overrides,
    })
    .returning();
  if (!row) throw new Error('no order row');
  return row;
}

/**
 * A loan paid out on the books: an order of a new borrower (overdue by default) with its payout
 * of `amount` in the journal and, when `penalty` is given, a penalty charged on it.
 */
export async function aBookedLoan(
  db: Db,
  {
    amount,
    penalty = 0,
    now,
    order: overrides = {},
  }: {
    amount: number;
    penalty?: number;
    now: number;
    order?: Partial<typeof loanOrders.$inferInsert>;
  },
): Promise<OrderRow> {
  const country = overrides.country ?? ANY_COUNTRY;
  const at = new Date(now);
  const user = await aBorrower(db, { country, createdAt: at });
  const order = await anOrder(db, user, {
    status: ORDER_STATUS.overdue,
    creditLimit: amount,
    amount,
    days: 91,
    createdAt: at,
    updatedAt: at,
    ...overrides,
  });
  const payout = disbursementEntry({ loanAmount: amount, fee: 0, feeTax: 0 });
  await postEntry(db, order.id, `payout:${order.orderNo}`, payout, now);
  if (penalty > 0)
    await postEntry(db, order.id, `penalty:${order.orderNo}`, penaltyEntry(penalty), now);
  return order;
}
