/**
 * Outside data in a credit decision (decision 0051): an application in a country whose policy
 * reads bureau, identity and SIM inputs is decided with the real adapters' answers from the
 * simulator, faults included, within the bound; the bureau is asked only with the consent
 * recorded with the application, and each outcome is stored with the decision.
 */
import { cpSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  bureauConsents,
  creditDecisions,
  loanOrders,
  smsOutbox,
  wallets,
} from '../../../src/server/db/schema';
import { reasonWords, toldReasons } from '../../../src/server/features/credit';
import { openValues } from '../../../src/server/features/sms/values';
import { assessOrder } from '../../../src/server/features/loans/lifecycle';
import {
  startOutsideSimulator,
  type OutsideSimulator,
} from '../../../src/server/providers/outside/simulator';
import { ORDER_STATUS } from '../../../src/shared/orders';
import { bureauId } from '../../support/bureau-file';
import { aBorrower, anApplication } from '../../support/factories';
import { setUpTestApp } from '../helpers';

// The shipped Kenyan policy reads all three sources (decision 0053).
vi.mock('../../../src/server/forms/dirs', () => {
  const dir = mkdtempSync(join(tmpdir(), 'mkopo-outside-'));
  cpSync('schemas', dir, { recursive: true });
  return { SCHEMAS_DIR: dir, LOCALES_DIR: resolve('locales') };
});

const ctx = setUpTestApp();
let sim: OutsideSimulator;
beforeAll(async () => {
  sim = await startOutsideSimulator();
});
afterAll(() => sim.close());

/** Generous for a loaded machine; the no-answer case takes its own short bound (it never answers). */
const TIMEOUT_MS = 20_000;
const SHORT_MS = 500;

function deps(timeoutMs = TIMEOUT_MS) {
  const o = sim.options;
  const outside = {
    mode: 'live' as const,
    timeoutMs,
    simSwapMaxAgeHours: 240,
    metropol: {
      baseUrl: `${sim.url}/v2_1`,
      publicKey: o.metropolPublicKey,
      privateKey: o.metropolPrivateKey,
      timeoutMs,
      countries: ['KE'],
    },
    smileId: {
      baseUrl: `${sim.url}/v1`,
      partnerId: o.smilePartnerId,
      apiKey: o.smileApiKey,
      idTypes: { KE: 'NATIONAL_ID' },
      timeoutMs,
    },
    simSwap: {
      apiRoot: sim.url,
      accessToken: o.simSwapToken,
      timeoutMs,
      countries: ['KE'],
    },
  };
  return { db: ctx.testDb.db, clock: ctx.t.clock.now, config: { ...ctx.t.config, outside } };
}

async function decide(o: {
  nationalId: string;
  mobile?: string;
  /** The bound payout wallet's number, when one is bound. */
  wallet?: string;
  consent?: boolean;
  firstName?: string;
  timeoutMs?: number;
}) {
  const user = await aBorrower(ctx.testDb.db, {
    country: 'KE',
    ...(o.mobile ? { mobile: o.mobile } : {}),
  });
  const order = await anApplication(ctx.testDb.db, {
    user,
    forms: {
      personal: {
        firstName: o.firstName ?? 'Achieng',
        lastName: 'Odhiambo',
        inputBirthday: '12-03-1994',
        nationalId: o.nationalId,
      },
      questionnaire: { q1: 'no', q11: '0' },
    },
    amount: 3_000,
    creditLimit: 5_000,
  });
  if (o.wallet)
    await ctx.testDb.db
      .insert(wallets)
      .values({ userId: user.id, bankCode: 'mpesa', account: o.wallet, updatedAt: new Date() });
  if (o.consent !== false)
    await ctx.testDb.db.insert(bureauConsents).values({
      userId: user.id,
      orderId: order.id,
      version: '2026-11',
      lang: 'en',
      consentedAt: new Date(),
    });
  const started = Date.now();
  await assessOrder(deps(o.timeoutMs), order.id);
  const took = Date.now() - started;
  const [row] = await ctx.testDb.db.select().from(loanOrders).where(eq(loanOrders.id, order.id));
  const [decision] = await ctx.testDb.db
    .select()
    .from(creditDecisions)
    .where(eq(creditDecisions.orderId, order.id));
  return {
    status: row!.status,
    referred: !!row!.referredAt,
    decision: decision!,
    took,
    inputs: decision!.inputs as Record<string, unknown>,
  };
}

describe('outside data in a decision', () => {
  it('approves on the answers of all three, each stored with the decision', async () => {
    const d = await decide({ nationalId: bureauId(false), mobile: '+254712345678' });
    expect(d.status).toBe(ORDER_STATUS.getMoney);
    expect(d.inputs).toMatchObject({
      'bureau.delinquencyCode': '003',
      'identity.nameMatches': true,
      'sim.swappedRecently': false,
    });
  });

  it("lowers the limit on bureau arrears, declines a registry name not the borrower's, with reasons", async () => {
    // Arrears lend KSh 2,000 at most: the 3,000 asked is declined with the limit and why.
    const arrears = await decide({ nationalId: bureauId(true) });
    expect(arrears.status).toBe(ORDER_STATUS.reject);
    expect(arrears.decision).toMatchObject({ limitAmount: 2_000, outcome: 'decline' });
    expect(arrears.decision.reasons.slice(0, 2)).toEqual(['amountAboveLimit', 'bureauArrears']);
    // The borrower is told why by SMS as well, in the policy's words.
    const [sms] = await ctx.testDb.db
      .select()
      .from(smsOutbox)
      .where(eq(smsOutbox.orderId, arrears.decision.orderId));
    expect(sms).toMatchObject({ template: 'credit.declined' });
    expect(openValues(ctx.t, sms!.key, sms!.sealed ?? '').reasons).toBe(
      reasonWords(sms!.lang, arrears.decision.reasons),
    );
    // Kenya's CRB rules: the borrower is told which bureau's report and where it is free.
    expect(await toldReasons(ctx.testDb.db, arrears.decision.orderId)).toMatchObject({
      bureau: { name: 'Metropol CRB', contact: 'www.metropol.co.ke' },
    });
    expect(reasonWords('en', ['bureauArrears'])).toBe(
      'The credit bureau reports loans of yours in arrears',
    );
    const other = await decide({ nationalId: '27121111' });
    expect(other.status).toBe(ORDER_STATUS.reject);
    expect(other.decision.reasons).toEqual(['identityUnconfirmed']);
  });

  it('refers when the SIM behind the payout number was just swapped', async () => {
    const d = await decide({ nationalId: bureauId(false), mobile: '+254712345000' });
    expect(d).toMatchObject({ status: ORDER_STATUS.applying, referred: true });
    expect(d.decision.reasons).toEqual(['simRecentlySwapped']);
    // The bound wallet is where the money goes: its SIM is the one asked about.
    const wallet = await decide({
      nationalId: bureauId(false),
      mobile: '+254712345678',
      wallet: '+254722345000',
    });
    expect(wallet.referred).toBe(true);
  });

  it('decides each unknown as the policy says: down or late lowers the limit, an unknown ID refers', async () => {
    const down = await decide({ nationalId: '27129999' });
    expect(down.inputs).toMatchObject({
      'identity.outcome': 'down',
      'identity.nameMatches': null,
      'bureau.outcome': 'down',
      'bureau.delinquencyCode': null,
    });
    // Both sources silent: KSh 2,000 at most, told as checks not finished, never a plain no.
    expect(down.decision).toMatchObject({ outcome: 'decline', limitAmount: 2_000 });
    expect(down.decision.reasons).toContain('checksUnavailable');
    expect(down.decision.reasons[0]).toBe('amountAboveLimit');
    const unknown = await decide({ nationalId: '27120000' });
    expect(unknown).toMatchObject({ status: ORDER_STATUS.applying, referred: true });
    expect(unknown.decision.reasons).toEqual(['identityUnconfirmed']);
    const slow = await decide({ nationalId: '27128888', timeoutMs: SHORT_MS });
    expect(slow.took).toBeLessThan(TIMEOUT_MS);
    expect(slow.inputs).toMatchObject({
      'identity.outcome': 'timeout',
      'identity.nameMatches': null,
    });
    expect(slow.decision).toMatchObject({ outcome: 'decline', limitAmount: 2_000 });
  });

  it('asks no bureau without the consent recorded with the application', async () => {
    const id = bureauId(true, 27_500_000);
    const d = await decide({ nationalId: id, consent: false });
    expect(d.status).toBe(ORDER_STATUS.getMoney);
    const asked = sim.requests.filter(
      (r) => r.path.includes('/v2_1/') && String(r.body).includes(id),
    );
    expect(asked).toEqual([]);
  });
});
