/**
 * A made-up country whose currency has two decimals (minorUnits 2 in its country.json): a
 * borrower borrows 50.00 and repays 10.50 through the API, and the books hold 5000 and 1050
 * minor units exactly. The country is data only: a copy of the schemas with one more folder, and
 * the generated country list with its facts, as `npm run country:new` and `npm run gen` make them.
 */
import { cpSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { journalLines, loanOrders, users } from '../../../src/server/db/schema';
import { saveProfileForm } from '../../../src/server/features/profile/repo';
import { journalTotal } from '../../../src/server/features/ledger/repo';
import { listingRulesOf } from '../../../src/server/features/bureau/country';
import { staffLimits } from '../../../src/server/features/ops-console/money-checks';
import { formatMoney } from '../../../src/shared/format';
import type { Country } from '../../../src/shared/countries';
import { lastCode, setUpTestApp, signIn } from '../helpers';
import { api, disburse, passKyc, pay, relogin, signedQuote } from '../loan/steps';

/** The country as data: its code, facts and a schemas folder that has it. */
const made = vi.hoisted(() => {
  // vi.hoisted runs before imports, so it loads what it needs itself.
  /* eslint-disable @typescript-eslint/no-require-imports */
  const fs = require('node:fs') as typeof import('node:fs');
  const path = require('node:path') as typeof import('node:path');
  const os = require('node:os') as typeof import('node:os');
  /* eslint-enable @typescript-eslint/no-require-imports */
  const taken = new Set(fs.readdirSync('schemas').map((d) => d.toUpperCase()));
  const code = ['XA', 'XB', 'XC', 'XD', 'ZZ'].find((c) => !taken.has(c)) ?? 'QZ';
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mkopo-cents-'));
  process.env.SCHEMAS_DIR = dir;
  const facts = {
    country: code,
    currency: 'CTS',
    currencyCode: 'CTS',
    minorUnits: 2,
    callingCode: '+888',
    nationalNumberLength: 9,
    timeZone: 'Etc/UTC',
    languages: ['en'],
    wallets: ['mpesa'],
    lendingCaps: {
      minAmount: 50,
      maxAmount: 5000,
      minRepayAmount: 10,
      minTermDays: 91,
      maxTermDays: 365,
      interestPercentPerYear: 36,
      feePercentPerDay: 0.98,
      penaltyPercentPerDay: 2,
      inDuplumPercent: 100,
      rolloverDays: 7,
    },
  };
  return { code, dir, facts };
});

vi.mock('../../../src/shared/countries.gen', async (original) => {
  const real = await original<typeof import('../../../src/shared/countries.gen')>();
  return {
    ...real,
    COUNTRY_CODES: [...real.COUNTRY_CODES, made.code],
    CURRENCIES: [...real.CURRENCIES, made.facts.currency],
    COUNTRY_FACTS: { ...real.COUNTRY_FACTS, [made.code]: made.facts },
    WALLET_PREFIXES: { ...real.WALLET_PREFIXES, [made.code]: { mpesa: ['71'] } },
    RAIL_ROUTES: { ...real.RAIL_ROUTES, [made.code]: { floatMinimum: 0, wallets: {} } },
  };
});

/** The made-up country's folder: the default country's forms, its own facts and product. */
function writeCountry(): void {
  cpSync('schemas', made.dir, { recursive: true });
  const folder = join(made.dir, made.code.toLowerCase());
  cpSync(join('schemas', 'tz'), folder, { recursive: true });
  const read = (name: string) =>
    JSON.parse(readFileSync(join(folder, name), 'utf8')) as Record<string, unknown>;
  const write = (name: string, value: unknown) =>
    writeFileSync(join(folder, name), JSON.stringify(value, null, 2));
  const tz = read('country.json');
  write('country.json', {
    ...tz,
    ...made.facts,
    default: false,
    name: { en: 'Centland' },
    walletPrefixes: { mpesa: ['71'] },
    rails: { floatMinimum: 0, wallets: {} },
    support: { phone: '+888 700 000 000', opens: '09:00', closes: '18:00' },
    bureau: { ...(tz.bureau as object), negativeThreshold: 25 },
  });
  const staff = (finance: number) => ({ support: 0, collections: 0, finance, admin: finance });
  write('staff-limits.json', {
    overpayment: staff(5),
    waiver: staff(20),
    writeOff: staff(100),
    refund: staff(10),
    memberDay: staff(200),
    borrower: staff(200),
    borrowerDays: 30,
  });
  write('product.json', {
    ...read('product.json'),
    productId: `${made.code}-CASH`,
    country: made.code,
    currency: 'CTS',
    minAmount: 50,
    stepAmount: 0.5,
    minRepayAmount: 10,
    ladder: [{ limit: 500, maxTerm: 91, timelyRepayments: 0 }],
  });
  write('policy.json', { ...read('policy.json'), productId: `${made.code}-CASH` });
  const interestOff = { weight: 1, name: '10% off the interest', kind: 'interest', percent: 10 };
  write('prizes.json', { prizes: [{ ...interestOff, minLoanAmount: 5_000, validDays: 30 }] });
}
writeCountry();

const ctx = setUpTestApp({ dataDir: true });
const country = made.code as Country;
const FORMS = {
  personal: {
    firstName: 'Asha',
    lastName: 'Mwita',
    inputBirthday: '12-03-1990',
    nationalId: '19900312-12345-00002-26',
  },
  work: { employmentType: 'employee', monthlySalary: '180001-280000' },
  contacts: { emergencyContactName1: 'Juma' },
  questionnaire: { q1: 'no', q11: '0' },
};

describe('a currency with two decimals', () => {
  it('borrows 50.00 and repays 10.50, booked as 5000 and 1050 minor units', async () => {
    const { t, testDb } = ctx;
    // A made-up code has no numbering plan in the phone library: the borrower registers with a
    // number the app knows, and the books put the account in the made-up country.
    const mobile = '+255713000888';
    const first = await signIn(t, mobile);
    // Its wallet too, before the move (the library cannot check a number of the made-up plan).
    await api(t, 'getVerifyCode', { mobile, type: 'bindCard' }, first);
    const code = lastCode(t.sms, mobile);
    await api(t, 'addBankCard', { bankCode: 'mpesa', account: mobile, code }, first);
    await testDb.db.update(users).set({ country }).where(eq(users.mobile, mobile));
    const token = await relogin(t, mobile);
    const userId = Number((await api(t, 'getUserInfo', {}, token)).userId);
    const productId = `${made.code}-CASH`;
    const { orderNo } = await api(t, 'loanOrderApplyMarket', { productId }, token);
    // The product reaches the phone in minor units: 50.00 is 5000, steps of 0.50 are 50.
    const steps = await api(t, 'productStepAmount', { productId }, token);
    expect(steps.amounts.slice(0, 3)).toEqual([5_000, 5_050, 5_100]);
    for (const [form, data] of Object.entries(FORMS))
      await saveProfileForm(testDb.db, {
        userId,
        form: form as keyof typeof FORMS,
        country,
        data,
        schemaHash: 'test',
        updatedAt: new Date(t.clock.now()),
      });
    await passKyc(t, token);
    t.clock.advance(61_000);

    await api(t, 'submit', await signedQuote(t, token, orderNo, 5_000), token);
    await disburse(t, testDb, token, orderNo);
    const [order] = await testDb.db
      .select()
      .from(loanOrders)
      .where(eq(loanOrders.orderNo, orderNo));
    if (!order) throw new Error('no order');
    expect(order.amount).toBe(5_000);
    const paidOut = order.quote?.disbursalAmount;
    expect(paidOut).toBeGreaterThan(0);

    const due = await api(t, 'repaymentDetail', { orderNo }, token);
    expect(due.minRepayAmount).toBe(1_000); // 10.00, as product.json writes it
    await pay(t, token, orderNo, 'repay', 1_050);
    const after = await api(t, 'repaymentDetail', { orderNo }, token);
    expect(after.amountRepaid).toBe(1_050);

    const lines = await testDb.db
      .select()
      .from(journalLines)
      .where(eq(journalLines.orderId, order.id));
    expect(new Set(lines.map((l) => l.currency))).toEqual(new Set(['CTS']));
    expect(lines.every((l) => Number.isSafeInteger(l.amount))).toBe(true);
    expect(lines.some((l) => l.amount === 1_050)).toBe(true);
    expect(lines.some((l) => Math.abs(l.amount) === paidOut)).toBe(true);
    expect(await journalTotal(testDb.db)).toBe(0);
    // What the borrower reads: the currency's two decimals.
    expect(formatMoney(after.amountRepaid, country)).toBe('CTS 10.50');
    expect(formatMoney(5_000, country)).toBe('CTS 50.00');
  });

  it("compares the law's and staff's whole-unit thresholds in the currency's minor units", () => {
    // country.json: arrears above 25 may be listed; staff-limits.json: finance waives 20 alone.
    expect(listingRulesOf(country)?.negativeThreshold).toBe(2_500);
    expect(staffLimits(country).waiver.finance).toBe(2_000);
    expect(staffLimits(country).overpayment.finance).toBe(500);
  });
});
