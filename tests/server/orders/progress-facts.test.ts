/**
 * The one-statement read behind every profile step's answer (orders/progress-repo.ts) agrees with
 * the separate reads it stands for: the forms saved, the KYC rule (the latest file of each kind
 * passed) and the wallet bound, and finds the order not yet finished.
 */
import { describe, expect, it } from 'vitest';
import { kycFiles, profileForms, wallets } from '../../../src/server/db/schema';
import type { KycKind } from '../../../src/server/db/schema';
import { kycComplete } from '../../../src/server/features/kyc/repo';
import {
  profileFactsAndOrder,
  profileFacts,
} from '../../../src/server/features/orders/progress-repo';
import { completedProfileForms } from '../../../src/server/features/profile/repo';
import { findWallet } from '../../../src/server/features/wallet/repo';
import { aBorrower, anOrder } from '../../support/factories';
import { setUpTestDb } from '../helpers';

const ctx = setUpTestDb();
let files = 0;

/** A Tanzanian borrower (the forms and wallet below are Tanzania's). */
async function newUser(): Promise<number> {
  return (await aBorrower(ctx.testDb.db, { country: 'TZ' })).id;
}

async function kycFile(userId: number, kind: KycKind, passed: number): Promise<void> {
  files += 1;
  await ctx.testDb.db.insert(kycFiles).values({
    fileId: `file-${files}`,
    userId,
    kind,
    sha256: 'x',
    width: 1,
    height: 1,
    bytes: 1,
    passed,
    createdAt: new Date(),
  });
}

async function expectSameAsSeparateReads(userId: number): Promise<void> {
  const db = ctx.testDb.db;
  const facts = await profileFacts(db, userId);
  expect([...facts.forms].sort()).toEqual([...(await completedProfileForms(db, userId))].sort());
  expect(facts.kyc).toBe(await kycComplete(db, userId));
  expect(facts.wallet).toBe((await findWallet(db, userId)) !== undefined);
  expect((await profileFactsAndOrder(db, userId)).facts).toEqual(facts);
}

describe('profile facts in one read', () => {
  it('agree with the separate reads at every stage of an application', async () => {
    const db = ctx.testDb.db;
    const userId = await newUser();
    await expectSameAsSeparateReads(userId);
    const saved = { country: 'TZ' as const, data: {}, schemaHash: 'h', updatedAt: new Date() };
    await db.insert(profileForms).values({ ...saved, userId, form: 'personal' });
    await expectSameAsSeparateReads(userId);
    await db.insert(profileForms).values([
      { ...saved, userId, form: 'work' },
      { ...saved, userId, form: 'contacts' },
    ]);
    await kycFile(userId, 'front', 1);
    await kycFile(userId, 'back', 1);
    await kycFile(userId, 'face', 0);
    await expectSameAsSeparateReads(userId);
    expect((await profileFacts(db, userId)).kyc).toBe(false);
    await kycFile(userId, 'face', 1);
    await expectSameAsSeparateReads(userId);
    expect((await profileFacts(db, userId)).kyc).toBe(true);
    // A later failed front undoes the step: the latest file of a kind is what counts.
    await kycFile(userId, 'front', 0);
    await expectSameAsSeparateReads(userId);
    expect((await profileFacts(db, userId)).kyc).toBe(false);
    await db.insert(profileForms).values({ ...saved, userId, form: 'questionnaire' });
    const [wallet] = await db.select().from(wallets).limit(1);
    expect(wallet).toBeUndefined();
    await db.insert(wallets).values({
      userId,
      bankCode: 'mpesa',
      account: '+255755000101',
      updatedAt: new Date(),
    });
    await expectSameAsSeparateReads(userId);
    expect(await profileFacts(db, userId)).toEqual({
      forms: new Set(['personal', 'work', 'contacts', 'questionnaire']),
      kyc: false,
      wallet: true,
    });
  });

  it('reads no other borrower’s rows, and finds the order not yet finished', async () => {
    const db = ctx.testDb.db;
    const a = await newUser();
    const b = await newUser();
    const saved = { country: 'TZ' as const, data: {}, schemaHash: 'h', updatedAt: new Date() };
    await db.insert(profileForms).values({ ...saved, userId: a, form: 'personal' });
    await kycFile(a, 'front', 1);
    const borrower = { id: b, country: 'TZ' as const };
    await anOrder(db, borrower, { status: 9 });
    expect((await profileFactsAndOrder(db, b)).order).toBeUndefined();
    const open = await anOrder(db, borrower, { status: 6 });
    const read = await profileFactsAndOrder(db, b);
    expect(read.order?.orderNo).toBe(open.orderNo);
    expect(read.facts).toEqual({ forms: new Set(), kyc: false, wallet: false });
    expect((await profileFactsAndOrder(db, a)).order).toBeUndefined();
    await expectSameAsSeparateReads(a);
  });
});
