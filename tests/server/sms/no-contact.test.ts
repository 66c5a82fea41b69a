/**
 * A flag that forbids contact (do-not-contact, deceased) takes the borrower's loans out
 * of the reminder run; a flag that does not (fraud), or one lifted, leaves them in. A loan whose
 * step of the day was sent is left out too, so the jobs' passes read no standing for nothing.
 */
import { describe, expect, it } from 'vitest';
import { liftFlag, putFlag } from '../../../src/server/features/orders';
import {
  claimReminderStep,
  owingLoansDueOn,
} from '../../../src/server/features/payment-sms/reminders-repo';
import { aBorrower, anOrder, ANY_COUNTRY } from '../../support/factories';
import { setUpTestDb } from '../helpers';

const ctx = setUpTestDb();
const DUE = 20_470;

describe('reminders and borrower flags', () => {
  it('skips a borrower flagged do-not-contact until the flag is lifted', async () => {
    const { db } = ctx.testDb;
    const quietOne = await aBorrower(db);
    const other = await aBorrower(db);
    await anOrder(db, quietOne, { dueDay: DUE });
    await anOrder(db, other, { dueDay: DUE });
    const due = async () =>
      (await owingLoansDueOn(db, ANY_COUNTRY, [DUE], DUE))
        .map((r) => r.order.userId)
        .sort((a, b) => a - b);
    expect(await due()).toEqual([quietOne.id, other.id].sort((a, b) => a - b));

    const at = new Date();
    const flag = await db.transaction((tx) =>
      putFlag(tx, { userId: quietOne.id, kind: 'doNotContact', reason: 'asked', staffId: 1, at }),
    );
    await db.transaction((tx) =>
      putFlag(tx, { userId: other.id, kind: 'fraud', reason: 'suspected', staffId: 1, at }),
    );
    expect(await due()).toEqual([other.id]);

    await db.transaction((tx) =>
      liftFlag(tx, { userId: quietOne.id, flagId: flag!.id, reason: 'ok', staffId: 1, at }),
    );
    expect(await due()).toEqual([quietOne.id, other.id].sort((a, b) => a - b));
  });

  it("leaves out a loan whose reminder of today's step was sent, and only that step", async () => {
    const { db } = ctx.testDb;
    const sent = await anOrder(db, await aBorrower(db), { dueDay: DUE });
    const waiting = await anOrder(db, await aBorrower(db), { dueDay: DUE });
    const at = new Date();
    expect(
      await claimReminderStep(db, { orderId: sent.id, dueDay: DUE, kind: '2', sentAt: at }),
    ).toBe(true);
    const due = async (today: number) =>
      (await owingLoansDueOn(db, ANY_COUNTRY, [DUE], today)).map((r) => r.order.id);
    expect(await due(DUE + 2)).toEqual([waiting.id]);
    expect((await due(DUE + 3)).sort((a, b) => a - b)).toEqual(
      [sent.id, waiting.id].sort((a, b) => a - b),
    );
  });
});
