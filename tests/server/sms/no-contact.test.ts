/**
 * A flag that forbids contact (do-not-contact, deceased) takes the borrower's loans out
 * of the reminder run; a flag that does not (fraud), or one lifted, leaves them in.
 */
import { describe, expect, it } from 'vitest';
import { liftFlag, putFlag } from '../../../src/server/features/orders';
import { owingLoansDueOn } from '../../../src/server/features/payment-sms/reminders-repo';
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
      (await owingLoansDueOn(db, ANY_COUNTRY, [DUE]))
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
});
