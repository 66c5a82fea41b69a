/**
 * A flag put on the console's screen stops contact at once: the reminder run that follows sends
 * the flagged borrower nothing while it still reminds another, a collector's contact is refused,
 * and once the flag is lifted with a reason the next run reminds them; both steps are audited.
 */
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { staffAudit, users } from '../../../src/server/db/schema';
import { businessDay } from '../../../src/server/domain/business-date';
import { closeBusinessDays } from '../../../src/server/features/portfolio';
import { messagesTo } from '../../../src/server/features/sms/repo';
import { sendDueReminders } from '../../../src/server/features/payment-sms';
import { aBookedLoan } from '../../support/factories';
import { setUpTestApp } from '../helpers';
import { serverDeps } from '../loan/steps';
import { signedInStaff } from './staff-session';

const ctx = setUpTestApp();
const COUNTRY = 'TZ';

describe('a flag put in the console', () => {
  it('stops reminders and collection contacts at once, and lifting it lets them resume', async () => {
    const { db } = ctx.testDb;
    const now = ctx.t.clock.now();
    // Due yesterday: the product's one-day-late reminder is due this morning (09:00 in Dar).
    const dueDay = businessDay(now, COUNTRY) - 1;
    const loan = (amount: number) =>
      aBookedLoan(db, { amount, now: now - 40 * 86_400_000, order: { country: COUNTRY, dueDay } });
    const flagged = await loan(10_000);
    const other = await loan(20_000);
    const mobileOf = async (userId: number) =>
      (await db.select().from(users).where(eq(users.id, userId)))[0]?.mobile ?? '';
    const reminders = async (userId: number) =>
      (await messagesTo(db, await mobileOf(userId))).filter((m) =>
        m.template.startsWith('reminder.'),
      );
    await closeBusinessDays({ db, clock: ctx.t.clock.now });

    const { session } = await signedInStaff(ctx, 'collector@lender.test', 'collections');
    const post = (url: string, payload: Record<string, unknown>) =>
      ctx.t.app.inject({
        method: 'POST',
        url: `/ops/api${url}`,
        headers: session.headers,
        payload,
      });
    const put = await post(`/borrowers/${flagged.userId}/flags`, {
      kind: 'doNotContact',
      reason: 'asked in writing not to be called',
    });
    expect(put.statusCode, put.body).toBe(200);

    await sendDueReminders(serverDeps(ctx.t, ctx.testDb));
    expect(await reminders(flagged.userId)).toEqual([]);
    expect(await reminders(other.userId)).toHaveLength(1);
    const contact = await post(`/collections/loans/${flagged.orderNo}/contacts`, {
      outcome: 'reached',
      note: 'called anyway',
    });
    expect([contact.statusCode, contact.json()]).toEqual([409, { error: 'doNotContact' }]);

    const flagId = (put.json() as { id: number }).id;
    const lift = await post(`/borrowers/${flagged.userId}/flags/${flagId}/lift`, {
      reason: 'borrower asked to be called again',
    });
    expect(lift.statusCode, lift.body).toBe(200);
    await sendDueReminders(serverDeps(ctx.t, ctx.testDb));
    expect(await reminders(flagged.userId)).toHaveLength(1);
    expect(await reminders(other.userId)).toHaveLength(1);

    const trail = await db
      .select({ action: staffAudit.action, detail: staffAudit.detail })
      .from(staffAudit)
      .where(and(eq(staffAudit.target, `user:${flagged.userId}`)))
      .orderBy(staffAudit.id);
    expect(trail).toEqual([
      {
        action: 'flag.put',
        detail: { kind: 'doNotContact', reason: 'asked in writing not to be called' },
      },
      {
        action: 'flag.lift',
        detail: { kind: 'doNotContact', reason: 'borrower asked to be called again' },
      },
    ]);
  });
});
