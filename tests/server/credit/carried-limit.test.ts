/**
 * A lower limit is carried into the next offer (decision 0053): a Kenyan borrower with bureau
 * arrears who asks for the first level is declined with the limit the policy lends and why; Home's
 * credit info and the amounts offered are then capped at that limit with the policy's reasons,
 * the borrower may ask for it at once, and the next decision is still made against the ladder.
 * A member who approves a referred case keeps the policy's limit and its reasons.
 */
import { desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { creditDecisions } from '../../../src/server/db/schema';
import { carriedLimit, recordStaffDecision } from '../../../src/server/features/credit';
import { ORDER_STATUS } from '../../../src/shared/orders';
import { assessedWithConsent, bureauId } from '../../support/bureau-file';
import { aBorrower, anApplication } from '../../support/factories';
import { setUpTestApp, signIn } from '../helpers';
import { api } from '../loan/steps';

const ctx = setUpTestApp();

describe('a lower limit', () => {
  it('caps the next offer with its reasons, and the next decision still reads the ladder', async () => {
    const db = ctx.testDb.db;
    const user = await aBorrower(db, { country: 'KE', mobile: '+254712355123' });
    const forms = {
      personal: {
        firstName: 'Achieng',
        lastName: 'Odhiambo',
        inputBirthday: '12-03-1994',
        nationalId: bureauId(true, 27_300_000),
      },
      questionnaire: { q1: 'no', q11: '0' },
    };
    const deps = { db, clock: ctx.t.clock.now, config: ctx.t.config };
    let answered = false;
    const applied = async (amount: number) => {
      // The forms are the borrower's, answered once.
      const order = await anApplication(db, {
        user,
        ...(answered ? {} : { forms }),
        amount,
        creditLimit: 5_000,
      });
      answered = true;
      return assessedWithConsent(deps, order);
    };

    const first = await applied(5_000);
    expect(first.status).toBe(ORDER_STATUS.reject);
    // Asked too much, not refused: the borrower may ask for the limit today.
    expect(first.reapplyAt!.getTime()).toBeLessThanOrEqual(ctx.t.clock.now());

    const token = await signIn(ctx.t, user.mobile, 'login');
    const info = await api(ctx.t, 'getCreditInfo', {}, token);
    expect(info).toMatchObject({ creditLimit: 2_000, availableLimit: 2_000 });
    expect(info.limitReasons?.[0]).toBe('bureauArrears');
    expect(info.limitReasons).not.toContain('amountAboveLimit');
    const steps = await api(ctx.t, 'productStepAmount', { productId: 'KE-CASH' }, token);
    expect(Math.max(...steps.amounts)).toBe(2_000);

    const second = await applied(2_000);
    expect(second.status).toBe(ORDER_STATUS.getMoney);
    const [decision] = await db
      .select()
      .from(creditDecisions)
      .where(eq(creditDecisions.orderId, second.id));
    expect((decision!.inputs as Record<string, unknown>)['application.ladderLimit']).toBe(5_000);
  });

  it('is kept when a member approves or declines a referred case, with the policy reasons', async () => {
    const db = ctx.testDb.db;
    const user = await aBorrower(db, { country: 'KE', mobile: '+254712355127' });
    const order = await anApplication(db, { user, amount: 2_000, creditLimit: 5_000 });
    const at = new Date(ctx.t.clock.now());
    const policy = {
      orderId: order.id,
      userId: user.id,
      country: 'KE' as const,
      arm: 'champion',
      policyVersion: 'test',
      inputs: { 'application.ladderLimit': 5_000 },
      rules: [],
      score: 0,
      band: 0,
      limitAmount: 2_000,
      reasons: ['bureauArrears', 'idUnknown'],
      decidedBy: 'policy',
      decidedAt: at,
    };
    for (const [outcome, staffId] of [
      ['approve', 1],
      ['decline', 2],
    ] as const) {
      await db.insert(creditDecisions).values({ ...policy, outcome: 'refer' });
      expect(await carriedLimit(db, user.id)).toEqual({
        limit: 2_000,
        reasons: ['bureauArrears', 'idUnknown'],
      });
      await recordStaffDecision(db, { orderId: order.id, staffId, outcome, reason: 'checked', at });
      const [latest] = await db
        .select()
        .from(creditDecisions)
        .where(eq(creditDecisions.userId, user.id))
        .orderBy(desc(creditDecisions.id))
        .limit(1);
      expect(latest!.decidedBy).toBe(`staff:${staffId}`);
      // What the borrower is offered next: the policy's limit and why, not the ladder's.
      expect(await carriedLimit(db, user.id)).toEqual({
        limit: 2_000,
        reasons: ['bureauArrears', 'idUnknown'],
      });
    }
    const token = await signIn(ctx.t, user.mobile, 'login');
    const info = await api(ctx.t, 'getCreditInfo', {}, token);
    expect(info).toMatchObject({ creditLimit: 2_000 });
    expect(info.limitReasons).toEqual(['bureauArrears', 'idUnknown']);
  });
});
