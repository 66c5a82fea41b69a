/**
 * A taken-over session cannot redirect the money: a wallet on another number needs a code sent
 * to the account's own number too (attempt limits held), the owner is told by SMS, and a wallet
 * that replaces another waits newWalletCoolingOffHours (product.json) before its first payout,
 * which the payout job defers (never refuses) and then makes once.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { loanOrders, paymentIntents, wallets } from '../../../src/server/db/schema';
import { productOf } from '../../../src/server/features/products';
import { CODE_LIMITS } from '../../../src/server/features/auth/sms-code-service';
import { call, lastCode, setUpTestApp, signIn } from '../helpers';
import { api, bindWallet, borrowerAtConfirm, runJobs, signedQuote } from '../loan/steps';

const ctx = setUpTestApp();
const HOUR_MS = 3_600_000;
const OWN = '+255712345678';
const WALLET = '+255755000111';

const bind = (token: string, payload: Record<string, unknown>) =>
  call(ctx.t.app, 'addBankCard', { bankCode: 'mpesa', account: WALLET, ...payload }, { token });

/** Signed in, with a wallet code sent to WALLET and an own-number code sent a minute later. */
async function bothCodesSent() {
  const token = await signIn(ctx.t, OWN);
  await api(ctx.t, 'getVerifyCode', { mobile: WALLET, type: 'bindCard' }, token);
  ctx.t.clock.advance(61_000);
  await api(ctx.t, 'getVerifyCodeBindCard', {}, token);
  return { token, code: lastCode(ctx.t.sms, WALLET), ownCode: lastCode(ctx.t.sms, OWN) };
}

const boundWallet = async () => (await ctx.testDb.db.select().from(wallets))[0];
const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe("a wallet on another number needs the account's own number too", () => {
  it('sends the own-number code to the account’s registered number only', async () => {
    const { ownCode } = await bothCodesSent();
    const own = ctx.t.sms.recent().filter((m) => m.code === ownCode);
    expect(own.map((m) => m.mobile)).toEqual([OWN]);
  });

  it('refuses without the own-number code, or with a wrong one, naming that field', async () => {
    const { token, code, ownCode } = await bothCodesSent();
    expect((await bind(token, { code })).json()).toMatchObject({
      key: 'codeRequired',
      errors: [{ field: 'ownCode', key: 'errors:codeRequired' }],
    });
    expect((await bind(token, { code, ownCode: wrong(ownCode) })).json()).toMatchObject({
      key: 'codeInvalid',
      errors: [{ field: 'ownCode', key: 'errors:codeInvalid' }],
    });
    // The wallet's own code alone, even the right one, binds nothing.
    expect(await boundWallet()).toBeUndefined();
    expect((await bind(token, { code, ownCode })).json()).toMatchObject({ code: 0 });
    expect(await boundWallet()).toMatchObject({ account: WALLET });
  });

  it('holds the attempt limit: after the wrong tries even the right own-number code is refused', async () => {
    const { token, code, ownCode } = await bothCodesSent();
    const keys: string[] = [];
    for (let i = 0; i < CODE_LIMITS.maxWrongTries + 2; i++)
      keys.push((await bind(token, { code, ownCode: wrong(ownCode) })).json().key as string);
    expect(keys.slice(0, CODE_LIMITS.maxWrongTries - 1)).toEqual(
      Array(CODE_LIMITS.maxWrongTries - 1).fill('codeInvalid'),
    );
    expect(keys.slice(CODE_LIMITS.maxWrongTries - 1)).toEqual(Array(3).fill('codeTooManyTries'));
    expect((await bind(token, { code, ownCode })).json()).toMatchObject({
      key: 'codeTooManyTries',
      errors: [{ field: 'ownCode' }],
    });
    expect(await boundWallet()).toBeUndefined();
  });

  it('asks one code when the wallet is the account’s own number', async () => {
    const token = await signIn(ctx.t, OWN);
    ctx.t.clock.advance(61_000);
    await api(ctx.t, 'getVerifyCode', { mobile: OWN, type: 'bindCard' }, token);
    const res = await call(
      ctx.t.app,
      'addBankCard',
      { bankCode: 'mpesa', account: OWN, code: lastCode(ctx.t.sms, OWN) },
      { token },
    );
    expect(res.json()).toMatchObject({ code: 0 });
    expect(await boundWallet()).toMatchObject({ account: OWN, coolingUntil: null });
  });
});

describe('a wallet that replaces another cools off before its first payout', () => {
  const hours = productOf('TZ').newWalletCoolingOffHours;

  it('tells the owner, defers the payout until the wait ends, then pays it once', async () => {
    expect(hours).toBeGreaterThan(0);
    const { token, orderNo } = await borrowerAtConfirm(ctx.t, ctx.testDb, '0712345678');
    ctx.t.clock.advance(61_000);
    const boundAt = ctx.t.clock.now();
    await bindWallet(ctx.t, token, '0755000999');
    const coolsUntil = boundAt + hours * HOUR_MS;
    expect((await boundWallet())?.coolingUntil?.getTime()).toBe(coolsUntil);
    const notice = ctx.t.sms.recentTexts().find((m) => m.template === 'notice.walletCooling');
    expect(notice).toMatchObject({ mobile: OWN });
    expect(notice?.text).toContain('…999');
    expect(notice?.text).toContain(`saa ${hours}`); // Kiswahili: Tanzania's first language

    await api(ctx.t, 'submit', await signedQuote(ctx.t, token, orderNo, 5_000), token);
    ctx.t.clock.advance(ctx.t.config.assessmentDelaySeconds * 1000);
    await runJobs(ctx.t, ctx.testDb);
    // "Get money" is not refused: the order stays approved and the screen is told why.
    expect(await api(ctx.t, 'getMoney', { orderNo }, token)).toEqual({ orderNo, status: 18 });
    const time = await api(ctx.t, 'getMoneyTime', { orderNo }, token);
    expect(time.walletCoolingUntil).toBe(Math.floor(coolsUntil / 1000));
    expect(time.autoDisburseAt).toBe(Math.floor(coolsUntil / 1000));

    const payouts = () =>
      ctx.testDb.db.select().from(paymentIntents).where(eq(paymentIntents.purpose, 'disburse'));
    const status = async () =>
      (await ctx.testDb.db.select().from(loanOrders).where(eq(loanOrders.orderNo, orderNo)))[0]
        ?.status;
    // Past the auto-disbursement and the first expiry time, a minute before the wait ends.
    ctx.t.clock.advance(coolsUntil - 60_000 - ctx.t.clock.now());
    await runJobs(ctx.t, ctx.testDb);
    expect(await payouts()).toEqual([]);
    expect(await status()).toBe(18);

    ctx.t.clock.advance(61_000);
    await runJobs(ctx.t, ctx.testDb);
    await api(ctx.t, 'getMoney', { orderNo }, token);
    ctx.t.clock.advance(3 * 60_000);
    await runJobs(ctx.t, ctx.testDb);
    const paid = await payouts();
    expect(paid).toHaveLength(1);
    expect(paid[0]).toMatchObject({ account: '+255755000999', amount: expect.any(Number) });
    expect(await status()).not.toBe(18);
    expect(await status()).not.toBe(8);
    expect((await api(ctx.t, 'getMoneyTime', { orderNo }, token)).walletCoolingUntil).toBe(
      undefined,
    );
  });

  it('binding the same wallet again neither restarts nor skips the wait', async () => {
    const token = await signIn(ctx.t, OWN);
    ctx.t.clock.advance(61_000);
    await bindWallet(ctx.t, token, '0755000111');
    expect((await boundWallet())?.coolingUntil).toBeNull(); // a first wallet: nothing to redirect
    ctx.t.clock.advance(61_000);
    await bindWallet(ctx.t, token, '0755000999');
    const until = (await boundWallet())?.coolingUntil?.getTime();
    ctx.t.clock.advance(HOUR_MS);
    await bindWallet(ctx.t, token, '0755000999');
    expect((await boundWallet())?.coolingUntil?.getTime()).toBe(until);
  });
});
