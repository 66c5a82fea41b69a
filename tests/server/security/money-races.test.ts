/**
 * The money races, replayed against the server and shown refused: 300 parallel wrong guesses at
 * one SMS code get at most 5 evaluated and the right code afterwards is refused; 20 identical
 * repayment confirms open one payment order; 20 parallel payment approvals answer no 500. The
 * figures are printed (and asserted), so a run shows what was measured.
 */
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  loanOrders,
  paymentIntents,
  requestBudgets,
  smsCodes,
} from '../../../src/server/db/schema';
import { codes } from '../../../src/shared/contract/codes';
import { call, lastCode } from '../helpers';
import { api, borrowerAtConfirm, codeOf, serverDeps, submitAndDisburse } from '../loan/steps';
import { ApiError } from '../../../src/server/api-error';
import { checkCode } from '../../../src/server/features/auth/sms-code-service';
import { budgetKey, BUDGETS } from '../../../src/server/features/auth/budgets';
import { setUpTestApp } from '../helpers';

const ctx = setUpTestApp({ dataDir: true });

/** How many answers had each code. */
function tally(answers: readonly number[]): Record<number, number> {
  const counts: Record<number, number> = {};
  for (const code of answers) counts[code] = (counts[code] ?? 0) + 1;
  return counts;
}

describe('one SMS code under 300 parallel wrong guesses', () => {
  it('evaluates at most 5 and then refuses the right code', async () => {
    const mobile = '0716000001';
    const e164 = '+255716000001';
    await call(ctx.t.app, 'getVerifyCode', { mobile, type: 'register' });
    const right = lastCode(ctx.t.sms, e164);
    const wrong = right === '000000' ? '000001' : '000000';
    const burst = await Promise.all(
      Array.from({ length: 300 }, () => call(ctx.t.app, 'register', { mobile, code: wrong })),
    );
    const answers = burst.map(codeOf);
    const [row] = await ctx.testDb.db.select().from(smsCodes).where(eq(smsCodes.mobile, e164));
    const after = codeOf(await call(ctx.t.app, 'register', { mobile, code: right }));
    console.log(
      `SMS code burst (${ctx.testDb.kind}): 300 wrong guesses, ${row?.attempts} evaluated, answers ${JSON.stringify(tally(answers))}; right code afterwards: ${after}`,
    );
    expect(row?.attempts).toBe(5);
    expect(answers.filter((c) => c === codes.codeInvalid.code).length).toBeLessThanOrEqual(4);
    expect(answers.every((c) => c !== 0)).toBe(true);
    expect(burst.every((r) => r.statusCode < 500)).toBe(true);
    expect(after).toBe(codes.codeTooManyTries.code);
    // A new code ends the lock: the next right code signs up.
    ctx.t.clock.advance(61_000);
    await call(ctx.t.app, 'getVerifyCode', { mobile, type: 'register' });
    const fresh = lastCode(ctx.t.sms, e164);
    expect(codeOf(await call(ctx.t.app, 'register', { mobile, code: fresh }))).toBe(0);
  }, 120_000);
});

describe('the per-address send budget under parallel sends', () => {
  it('sends exactly what an address may, to 10 numbers more asked at once', async () => {
    // The address has already spent all but 30 of its hourly budget (a carrier-NAT ceiling):
    // 40 parallel sends at the edge must get exactly 30 through.
    const now = ctx.t.clock.now();
    await ctx.testDb.db.insert(requestBudgets).values({
      key: budgetKey('code', 'ip', '10.9.9.9'),
      windowStart: new Date(Math.floor(now / BUDGETS.code.windowMs) * BUDGETS.code.windowMs),
      count: BUDGETS.code.perIp - 30,
    });
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        call(
          ctx.t.app,
          'getVerifyCode',
          { mobile: `0716${String(50_000 + i).padStart(5, '0')}7`, type: 'register' },
          { ip: '10.9.9.9' },
        ),
      ),
    );
    const counts = tally(answers.map(codeOf));
    console.log(
      `40 parallel sends from one address (${ctx.testDb.kind}): ${JSON.stringify(counts)}`,
    );
    expect(counts).toEqual({ 0: 30, [codes.rateLimited.code]: 10 });
    expect(ctx.t.sms.recent()).toHaveLength(30);
  }, 120_000);
});

describe('the code check itself, 300 calls issued in the same tick', () => {
  it('takes at most 5 tries, however the queries interleave', async () => {
    const e164 = '+255716000009';
    await call(ctx.t.app, 'getVerifyCode', { mobile: '0716000009', type: 'register' });
    const right = lastCode(ctx.t.sms, e164);
    const wrong = right === '999999' ? '999998' : '999999';
    const deps = serverDeps(ctx.t, ctx.testDb);
    const outcomes = await Promise.allSettled(
      Array.from({ length: 300 }, () => checkCode(deps, e164, 'register', wrong)),
    );
    const [row] = await ctx.testDb.db.select().from(smsCodes).where(eq(smsCodes.mobile, e164));
    const refusals = outcomes.map((o) =>
      o.status === 'rejected' && o.reason instanceof ApiError ? o.reason.codeName : 'other',
    );
    console.log(
      `checkCode x300 in one tick: ${row?.attempts} evaluated, ${JSON.stringify(tallyNames(refusals))}`,
    );
    expect(row?.attempts).toBe(5);
    expect(refusals.filter((r) => r === 'codeInvalid')).toHaveLength(4);
    await expect(checkCode(deps, e164, 'register', right)).rejects.toThrow('codeTooManyTries');
  }, 120_000);
});

function tallyNames(names: readonly string[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const name of names) counts[name] = (counts[name] ?? 0) + 1;
  return counts;
}

describe('repayment confirms and approvals in parallel', () => {
  async function repaying(mobile: string) {
    const { token, orderNo, userId } = await borrowerAtConfirm(ctx.t, ctx.testDb, mobile);
    await submitAndDisburse(ctx.t, ctx.testDb, token, orderNo, 50_000);
    return { token, orderNo, userId };
  }

  async function intentsOf(orderNo: string) {
    const [order] = await ctx.testDb.db
      .select({ id: loanOrders.id })
      .from(loanOrders)
      .where(eq(loanOrders.orderNo, orderNo));
    return ctx.testDb.db
      .select()
      .from(paymentIntents)
      .where(and(eq(paymentIntents.orderId, order!.id), eq(paymentIntents.purpose, 'repay')));
  }

  it('makes one payment order of 20 identical confirms, keyed or not', async () => {
    const { token, orderNo } = await repaying('0716000002');
    const input = { orderNo, channelId: 'wallet', purpose: 'repay', amount: 2_000 };
    const keyed = { ...input, idempotencyKey: 'k'.repeat(16) + 'identical-1' };
    const run = (payload: Record<string, unknown>) =>
      Promise.all(
        Array.from({ length: 20 }, () => call(ctx.t.app, 'repaymentConfirm', payload, { token })),
      );
    const withKey = await run(keyed);
    const keyedIds = new Set(
      withKey.map((r) => (r.json() as { data: { payOrderId: string } }).data.payOrderId),
    );
    const plain = await run({ ...input, amount: 3_000 });
    const plainIds = new Set(
      plain.map((r) => (r.json() as { data: { payOrderId: string } }).data.payOrderId),
    );
    const rows = await intentsOf(orderNo);
    console.log(
      `20 identical confirms (${ctx.testDb.kind}): with a key ${keyedIds.size} payment order(s), without ${plainIds.size}; ${rows.length} rows in all`,
    );
    expect([...withKey, ...plain].map(codeOf).every((c) => c === 0)).toBe(true);
    expect(keyedIds.size).toBe(1);
    expect(plainIds.size).toBe(1);
    expect(rows).toHaveLength(2);
    expect(rows.find((r) => r.amount === 2_000)?.idempotencyKey).toBe(keyed.idempotencyKey);
    // The same key with another amount is refused, not a second order.
    const reused = await call(
      ctx.t.app,
      'repaymentConfirm',
      { ...keyed, amount: 2_500 },
      { token },
    );
    expect(codeOf(reused)).toBe(codes.payKeyReused.code);
    expect(await intentsOf(orderNo)).toHaveLength(2);
  }, 120_000);

  it('answers 20 parallel payment approvals with no 500, booking each payment once', async () => {
    const { token, orderNo } = await repaying('0716000003');
    const opened = [];
    for (let i = 0; i < 20; i++) {
      const key = `approval-race-key-${String(i).padStart(2, '0')}`;
      const input = {
        orderNo,
        channelId: 'wallet',
        purpose: 'repay',
        amount: 1_000,
        idempotencyKey: key,
      };
      opened.push(await api(ctx.t, 'repaymentConfirm', input, token));
    }
    const approvals = await Promise.all(
      opened.map((o) => ctx.t.app.inject({ method: 'POST', url: `${o.payUrl}/approve` })),
    );
    const statuses = tally(approvals.map((r) => r.statusCode));
    const detail = await api(ctx.t, 'repaymentDetail', { orderNo }, token);
    console.log(
      `20 parallel approvals (${ctx.testDb.kind}): HTTP ${JSON.stringify(statuses)}, repaid ${detail.amountRepaid}`,
    );
    expect(approvals.every((r) => r.statusCode === 200)).toBe(true);
    expect(detail.amountRepaid).toBe(20_000);
  }, 120_000);
});
