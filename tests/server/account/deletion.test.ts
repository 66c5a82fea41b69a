/** Account deletion through the API: the check, the SMS ticket, and what deletion erases and keeps. */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { codes } from '../../../src/shared/contract/codes';
import {
  accountDeletions,
  feedback,
  feedbackFiles,
  kycFiles,
  profileForms,
  users,
  wallets,
} from '../../../src/server/db/schema';
import type { OrderStatus } from '../../../src/shared/orders';
import { anOrder } from '../../support/factories';
import { call, lastCode, setUpTestApp, signIn } from '../helpers';
import { uploadedId } from '../feedback/upload-helper';

const ctx = setUpTestApp({ dataDir: true });
let token: string;
const MOBILE = '+255712345678';

beforeEach(async () => {
  token = await signIn(ctx.t, '0712345678');
});

/** An order of this borrower in `status` (2 repaying: an unpaid loan; 19 submitted: pending). */
async function openOrder(status: OrderStatus, orderNo: string): Promise<void> {
  const [user] = await ctx.testDb.db.select().from(users).where(eq(users.mobile, MOBILE));
  const at = new Date(ctx.t.clock.now());
  await anOrder(
    ctx.testDb.db,
    { id: Number(user?.id), country: 'TZ' },
    {
      orderNo,
      status,
      amount: 50_000,
      days: 91,
      createdAt: at,
      updatedAt: at,
    },
  );
}

async function ticket(): Promise<string> {
  expect((await call(ctx.t.app, 'getVerifyCodeDeleteUser', {}, { token })).json().code).toBe(0);
  const res = await call(
    ctx.t.app,
    'verifyCodeDeleteUser',
    { code: lastCode(ctx.t.sms, MOBILE) },
    { token },
  );
  expect(res.json().code).toBe(0);
  return res.json().data.ticket as string;
}

describe('the deletion check', () => {
  it('allows deletion with nothing open and says what is kept, for how long', async () => {
    const res = await call(ctx.t.app, 'userDeleteCheck', {}, { token });
    expect(res.json().data).toEqual({
      canDelete: true,
      retention: { records: ['loans', 'repayments', 'ledger'], years: 7 },
    });
  });

  it('is blocked by an unpaid loan or a pending application, with the reason', async () => {
    await openOrder(2, 'A1');
    const res = await call(ctx.t.app, 'userDeleteCheck', {}, { token });
    expect(res.json().data).toMatchObject({
      canDelete: false,
      blockedBy: 'unpaidLoan',
      orderNo: 'A1',
    });
    const code = await call(ctx.t.app, 'getVerifyCodeDeleteUser', {}, { token });
    expect(code.json().code).toBe(codes.deleteBlockedUnpaid.code);
    expect(ctx.t.sms.recent()).toHaveLength(1); // only the registration code: no SMS paid for nothing
  });

  it('re-checks at deletion: an application submitted after the code still blocks it', async () => {
    const valid = await ticket();
    await openOrder(19, 'A2');
    const res = await call(ctx.t.app, 'userDelete', { ticket: valid, reason: 1 }, { token });
    expect(res.json().code).toBe(codes.deleteBlockedPending.code);
    expect((await call(ctx.t.app, 'getUserInfo', {}, { token })).json().code).toBe(0);
  });
});

describe('the ticket', () => {
  it('needs the right SMS code, and a ticket that is this user’s, alive and unused', async () => {
    const wrong = await call(ctx.t.app, 'verifyCodeDeleteUser', { code: '000000' }, { token });
    expect([codes.codeInvalid.code, codes.codeExpired.code]).toContain(wrong.json().code);
    expect(
      (await call(ctx.t.app, 'userDelete', { ticket: 'made-up', reason: 1 }, { token })).json()
        .code,
    ).toBe(codes.deleteTicketInvalid.code);
    const valid = await ticket();
    ctx.t.clock.advance(11 * 60_000);
    expect(
      (await call(ctx.t.app, 'userDelete', { ticket: valid, reason: 1 }, { token })).json().code,
    ).toBe(codes.deleteTicketInvalid.code);
  });

  it('comes with exactly one reason', async () => {
    const res = await call(ctx.t.app, 'userDelete', { ticket: await ticket() }, { token });
    expect(res.json()).toMatchObject({
      code: codes.deleteReasonRequired.code,
      errors: [{ field: 'reason' }],
    });
  });
});

describe('deletion', () => {
  it('ends every session, erases personal data and files, keeps the record, frees the number', async () => {
    const image = await uploadedId(ctx.t, token);
    await call(
      ctx.t.app,
      'feedbackCreate',
      { type: 3, description: 'My ID number is 1990...', receipts: [image] },
      { token },
    );
    const [user] = await ctx.testDb.db.select().from(users).where(eq(users.mobile, MOBILE));
    const userId = user?.id ?? 0;
    await ctx.testDb.db.insert(profileForms).values({
      userId,
      form: 'personal',
      country: 'TZ',
      data: { firstName: 'Asha' },
      schemaHash: 'h',
      updatedAt: new Date(ctx.t.clock.now()),
    });
    await ctx.testDb.db.insert(kycFiles).values({
      fileId: 'f1',
      userId,
      kind: 'front',
      sha256: 'x',
      width: 800,
      height: 500,
      bytes: 1000,
      passed: 1,
      result: { nationalId: '19900101123451234501' },
      createdAt: new Date(ctx.t.clock.now()),
    });
    await ctx.testDb.db.insert(wallets).values({
      userId,
      bankCode: 'mpesa',
      account: MOBILE,
      updatedAt: new Date(ctx.t.clock.now()),
    });
    expect(existsSync(join(ctx.dataDir, 'uploads', 'feedback', String(userId)))).toBe(true);

    const res = await call(
      ctx.t.app,
      'userDelete',
      { ticket: await ticket(), reason: 5 },
      { token },
    );
    expect(res.json()).toMatchObject({ code: 0, data: { retention: { years: 7 } } });
    expect(res.json().data.retainedUntil).toBe(Math.floor(Date.UTC(2033, 0, 15, 6, 1, 1) / 1000));

    expect((await call(ctx.t.app, 'getUserInfo', {}, { token })).json().code).toBe(
      codes.tokenInvalid.code,
    );
    const [after] = await ctx.testDb.db.select().from(users).where(eq(users.id, userId));
    expect(after?.mobile).toBe(`deleted:${userId}`);
    expect(after?.deletedAt).not.toBeNull();
    expect(await ctx.testDb.db.select().from(profileForms)).toEqual([]);
    expect(await ctx.testDb.db.select().from(kycFiles)).toEqual([]);
    expect(await ctx.testDb.db.select().from(wallets)).toEqual([]);
    expect(await ctx.testDb.db.select().from(feedback)).toEqual([]);
    expect(await ctx.testDb.db.select().from(feedbackFiles)).toEqual([]);
    expect(existsSync(join(ctx.dataDir, 'uploads', 'feedback', String(userId)))).toBe(false);
    expect(await ctx.testDb.db.select().from(accountDeletions)).toMatchObject([
      { userId, reason: 5 },
    ]);

    const again = await signIn(ctx.t, '0712345678', 'register');
    expect((await call(ctx.t.app, 'getUserInfo', {}, { token: again })).json().data.mobile).toBe(
      MOBILE,
    );
  });
});
