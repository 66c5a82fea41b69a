/**
 * Rows a server test needs as its starting point, written straight to the database: a borrower, a
 * loan order, a payout under way and a loan on the books, with defaults a test overrides only
 * where its case differs. Each call makes a new row (numbers and order numbers never repeat
 * within a process), so tests need no hand-written ids.
 */
import { parsePhoneNumberFromString } from 'libphonenumber-js/max';
import mobileExamples from 'libphonenumber-js/examples.mobile.json';
import type { Db } from '../../src/server/db/client';
import { loanOrders, profileForms, users } from '../../src/server/db/schema';
import { disbursementEntry, penaltyEntry } from '../../src/server/domain/journal';
import { quote, type Discount, type Quote } from '../../src/server/domain/pricing';
import { insertIntent, type IntentRow } from '../../src/server/features/ledger/intents';
import { productOf } from '../../src/server/features/products';
import {
  COUNTRY_CODES,
  COUNTRY_FACTS,
  WALLET_PREFIXES,
  type Country,
} from '../../src/shared/countries';
import { ORDER_STATUS } from '../../src/shared/orders';
import { bookAlone } from './book-alone';
import { bookedAsOdd } from '../../src/server/providers/outside/book';

type UserRow = typeof users.$inferSelect;
type OrderRow = typeof loanOrders.$inferSelect;

let made = 0;
/**
 * The sandbox's outside data reads faults from a number's last digits (a SIM swapped, an ID
 * unknown, a registry down or late): a test's borrowers skip those endings, so the thousandth
 * borrower of a worker is lent to like the first.
 */
const next = () => {
  do made += 1;
  while (bookedAsOdd(String(made)));
  return made;
};

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
  const number = `${start}${String(10 ** (rest - 1) + n).slice(-rest)}`;
  return isMobile(country, number) ? number : (likeItsExample(country, n) ?? number);
}

/**
 * Whether the server would take `national` as a mobile number of `country` (src/server/domain/phone.ts):
 * of that country, not only of its calling code (+44 7100… is Britain's, not Jersey's).
 */
function isMobile(country: Country, national: string): boolean {
  const parsed = parsePhoneNumberFromString(`${COUNTRY_FACTS[country].callingCode}${national}`);
  return parsed?.isValid() === true && parsed.getType() === 'MOBILE' && parsed.country === country;
}

/**
 * A country whose wallets' prefixes do not make a valid mobile number (a country added by data,
 * numbered as libphonenumber-js knows it): its example mobile number with `n` in its last digits.
 */
function likeItsExample(country: Country, n: number): string | undefined {
  const example = (mobileExamples as Record<string, string>)[country];
  if (!example) return undefined;
  for (const digits of [4, 3, 2]) {
    const candidate = `${example.slice(0, -digits)}${String(n % 10 ** digits).padStart(digits, '0')}`;
    if (isMobile(country, candidate)) return candidate;
  }
  return example;
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
  await bookAlone(db, order.id, `payout:${order.orderNo}`, payout, now);
  if (penalty > 0)
    await bookAlone(db, order.id, `penalty:${order.orderNo}`, penaltyEntry(penalty), now);
  return order;
}

type ProfileForms = Partial<
  Record<'personal' | 'work' | 'contacts' | 'questionnaire', Record<string, unknown>>
>;

/** The borrower's profile forms answered as given (their country's), as the app saves them. */
export async function withProfile(
  db: Db,
  user: Pick<UserRow, 'id' | 'country'>,
  forms: ProfileForms,
): Promise<void> {
  for (const [form, data] of Object.entries(forms))
    await db.insert(profileForms).values({
      userId: user.id,
      form: form as keyof ProfileForms,
      country: user.country,
      data,
      schemaHash: 'factory',
      updatedAt: new Date(),
    });
}

/**
 * An application waiting for its decision (status 1) with the profile `forms` answered, asking
 * for `amount` at ladder limit `creditLimit`: of `user`, or of a new borrower of `country`.
 */
export async function anApplication(
  db: Db,
  {
    country = ANY_COUNTRY,
    user,
    forms = {},
    amount,
    creditLimit,
  }: {
    country?: Country;
    user?: Pick<UserRow, 'id' | 'country'>;
    forms?: ProfileForms;
    amount: number;
    creditLimit: number;
  },
): Promise<OrderRow> {
  const applicant = user ?? (await aBorrower(db, { country }));
  await withProfile(db, applicant, forms);
  return anOrder(db, applicant, { status: ORDER_STATUS.applying, amount, creditLimit });
}

/** The personal form as a borrower filled it: the names and identity a bureau file reports. */
export async function aPersonalForm(
  db: Db,
  user: Pick<UserRow, 'id' | 'country'>,
  data: Record<string, string> = {},
): Promise<void> {
  await db.insert(profileForms).values({
    userId: user.id,
    form: 'personal',
    country: user.country,
    data: {
      firstName: 'Amina',
      lastName: `Mushi${user.id}`,
      nationalId: `19910314-${String(10_000 + user.id).slice(-5)}-00001-01`,
      gender: '2',
      inputBirthday: '14-03-1991',
      ...data,
    },
    schemaHash: 'test',
    updatedAt: new Date(),
  });
}

/**
 * An approved order being paid out (status 7) of a new borrower of `country`, priced by its
 * product at `now` (`off`: a coupon's share taken off), with the payout's intent to the
 * borrower's number: where the books start for a loan's money to move.
 */
export async function aPayoutUnderWay(
  db: Db,
  {
    amount,
    now,
    country = ANY_COUNTRY,
    off,
  }: {
    amount: number;
    now: number;
    country?: Country;
    off?: Discount;
  },
): Promise<{ user: UserRow; order: OrderRow; payout: IntentRow; priced: Quote }> {
  const at = new Date(now);
  const user = await aBorrower(db, { country, createdAt: at });
  const product = productOf(country);
  const priced = quote(product, amount, 91, now, off);
  const { fee, feeTax, interest, disbursalAmount, repayAmount, aprBp } = priced;
  const order = await anOrder(db, user, {
    productId: product.productId,
    status: ORDER_STATUS.lending,
    amount,
    days: 91,
    quote: {
      ...{ fee, feeTax, interest, disbursalAmount, repayAmount, aprBp },
      ...(off ? { feeOff: priced.feeOff, interestOff: priced.interestOff } : {}),
    },
    createdAt: at,
    updatedAt: at,
  });
  const payout = await insertIntent(
    db,
    {
      orderId: order.id,
      purpose: 'disburse',
      amount: disbursalAmount,
      account: user.mobile,
      provider: 'sandbox',
    },
    now,
  );
  if (!payout) throw new Error('no payout intent');
  return { user, order, payout, priced };
}
