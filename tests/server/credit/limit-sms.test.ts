/**
 * A decision that changes what we lend is told by SMS (decision 0053): a Kenyan borrower with
 * bureau arrears approved below the ladder reads the cut and why, and a borrower whose cut no
 * longer holds reads the limit lifted and what cleared, each in their language.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { creditDecisions, loanOrders, smsOutbox, users } from '../../../src/server/db/schema';
import { limitChange, reasonWords } from '../../../src/server/features/credit';
import { openValues } from '../../../src/server/features/sms/values';
import { ORDER_STATUS } from '../../../src/shared/orders';
import { assessedWithConsent, bureauId } from '../../support/bureau-file';
import { aBorrower, anApplication, withProfile } from '../../support/factories';
import { setUpTestApp } from '../helpers';

const ctx = setUpTestApp();

/** A borrower reading `lang` who applies for `amount` on a KSh 5,000 ladder, assessed. */
async function assessed(mobile: string, nationalId: string, lang: string, amount: number) {
  const db = ctx.testDb.db;
  const user = await aBorrower(db, { country: 'KE', mobile });
  await db.update(users).set({ lang }).where(eq(users.id, user.id));
  const forms = {
    personal: {
      firstName: 'Achieng',
      lastName: 'Odhiambo',
      inputBirthday: '12-03-1994',
      nationalId,
    },
    questionnaire: { q1: 'no', q11: '0' },
  };
  const deps = { db, clock: ctx.t.clock.now, config: ctx.t.config };
  const apply = async () =>
    assessedWithConsent(deps, await anApplication(db, { user, amount, creditLimit: 5_000 }));
  await withProfile(db, user, forms);
  return { user, apply };
}

const smsOf = (orderId: number) =>
  ctx.testDb.db.select().from(smsOutbox).where(eq(smsOutbox.orderId, orderId));

describe('the limit told by SMS', () => {
  it('reads a cut from the ladder or the carried limit, a lift, or nothing', () => {
    const decision = { limit: 2_000, reasons: ['bureauArrears', 'amountAboveLimit'] };
    expect(limitChange(undefined, decision, 5_000)).toEqual({
      kind: 'cut',
      limit: 2_000,
      reasons: ['bureauArrears'],
    });
    const carried = { limit: 2_000, reasons: ['bureauArrears', 'checksUnavailable'] };
    expect(limitChange(carried, decision, 5_000)).toBeUndefined();
    expect(limitChange(carried, { limit: 15_000, reasons: ['checksUnavailable'] }, 5_000)).toEqual({
      kind: 'raised',
      limit: 5_000,
      reasons: ['bureauArrears'],
    });
    expect(limitChange(undefined, { limit: 5_000, reasons: [] }, 5_000)).toBeUndefined();
  });

  it('tells an approval below the ladder its limit and reasons, in Kiswahili', async () => {
    const { apply } = await assessed('+254712356123', bureauId(true, 27_400_000), 'sw_KE', 2_000);
    const order = await apply();
    expect(order.status).toBe(ORDER_STATUS.getMoney);
    const [sms, ...more] = await smsOf(order.id);
    expect(more).toHaveLength(0);
    expect(sms).toMatchObject({ template: 'credit.limitCut', lang: 'sw_KE' });
    const values = openValues(ctx.t, sms!.key, sms!.sealed ?? '');
    expect(values).toMatchObject({ orderNo: order.orderNo, amount: '2,000' });
    const [decision] = await ctx.testDb.db
      .select()
      .from(creditDecisions)
      .where(eq(creditDecisions.orderId, order.id));
    expect(decision!.reasons[0]).toBe('bureauArrears');
    expect(values.reasons).toBe(reasonWords('sw_KE', decision!.reasons));
    expect(values.reasons).not.toMatch(/\d{3}/);
  });

  it('tells a cut limit lifted and what no longer holds, once', async () => {
    const db = ctx.testDb.db;
    const { apply } = await assessed('+254712357123', bureauId(false, 27_500_000), 'en', 2_000);
    const earlier = await apply();
    expect(await smsOf(earlier.id)).toHaveLength(0);
    // That decision had cut the limit for arrears since cleared.
    await db
      .update(creditDecisions)
      .set({ limitAmount: 2_000, reasons: ['bureauArrears'] })
      .where(eq(creditDecisions.orderId, earlier.id));
    await db
      .update(loanOrders)
      .set({ status: ORDER_STATUS.cancel })
      .where(eq(loanOrders.id, earlier.id));
    const next = await apply();
    expect(next.status).toBe(ORDER_STATUS.getMoney);
    const [sms] = await smsOf(next.id);
    expect(sms).toMatchObject({ template: 'credit.limitRaised', lang: 'en' });
    const values = openValues(ctx.t, sms!.key, sms!.sealed ?? '');
    expect(values).toMatchObject({
      amount: '5,000',
      reasons: reasonWords('en', ['bureauArrears']),
    });
  });
});
