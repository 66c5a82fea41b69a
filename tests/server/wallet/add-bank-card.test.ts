/** Binding a wallet: only the wallets and numbers of the borrower's country (schemas/<country>/country.json). */
import { describe, expect, it } from 'vitest';
import { call, lastCode, setUpTestApp, signIn } from '../helpers';
import { api, codeOf } from '../loan/steps';

const ctx = setUpTestApp();

/** As the phone sends it: the number in E.164 (the screen adds the country's calling code). */
async function bind(token: string, bankCode: string, account: string) {
  await api(ctx.t, 'getVerifyCode', { mobile: account, type: 'bindCard' }, token);
  // Another number than the account's: a code to the account's own number too, a minute after sign-in.
  ctx.t.clock.advance(61_000);
  await api(ctx.t, 'getVerifyCodeBindCard', {}, token);
  const own = String((await api(ctx.t, 'getUserInfo', {}, token)).mobile);
  return call(
    ctx.t.app,
    'addBankCard',
    { bankCode, account, code: lastCode(ctx.t.sms, account), ownCode: lastCode(ctx.t.sms, own) },
    { token },
  );
}

describe('addBankCard', () => {
  it("binds a wallet of the borrower's country", async () => {
    const token = await signIn(ctx.t, '+254712345678');
    const res = await bind(token, 'mpesa', '+254722000111');
    expect(codeOf(res)).toBe(0);
  });

  it('refuses a wallet the country does not offer', async () => {
    const token = await signIn(ctx.t, '+254712345679');
    const res = await bind(token, 'tigo', '+254722000112');
    expect(res.json()).toMatchObject({ code: 31010, key: 'walletInvalid' });
  });

  it('refuses a number of another country', async () => {
    const token = await signIn(ctx.t, '0712345670');
    const res = await bind(token, 'mpesa', '+254722000113');
    expect(res.json()).toMatchObject({ code: 31010, key: 'walletInvalid' });
  });
});
