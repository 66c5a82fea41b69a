/**
 * A collector's message to a borrower: only a template, offered in the borrower's
 * language with the values it takes, sent as SMS with the loan's values filled by the server; a
 * message that is not a template with exactly its values, each of its shape, is refused, and then
 * neither the contact nor any SMS is written.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { collectionContacts, users } from '../../../src/server/db/schema';
import { calendarDay } from '../../../src/server/features/ops-console/calendar-day';
import { formatAmount } from '../../../src/shared/format';
import { aBookedLoan } from '../../support/factories';
import { setUpTestApp } from '../helpers';
import { signedInStaff } from './staff-session';
import sw from '../../../locales/sw_KE/sms.json';

const ctx = setUpTestApp();
const COUNTRY = 'TZ';

async function overdueLoanOfASwahiliReader() {
  const order = await aBookedLoan(ctx.testDb.db, {
    amount: 10_000,
    penalty: 500,
    now: ctx.t.clock.now() - 20 * 86_400_000,
    order: { country: COUNTRY, dueDay: calendarDay('2025-10-01') },
  });
  await ctx.testDb.db.update(users).set({ lang: 'sw_KE' }).where(eq(users.id, order.userId));
  const [user] = await ctx.testDb.db.select().from(users).where(eq(users.id, order.userId));
  const { session } = await signedInStaff(ctx, 'lead@lender.test', 'admin');
  const url = `/ops/api/collections/loans/${order.orderNo}/contacts`;
  const post = (payload: Record<string, unknown>) =>
    ctx.t.app.inject({ method: 'POST', url, headers: session.headers, payload });
  const get = () => ctx.t.app.inject({ url, headers: session.headers });
  return { order, mobile: user?.mobile ?? '', post, get };
}

const textsTo = (mobile: string) =>
  ctx.t.sms
    .recentTexts()
    .filter((m) => m.mobile === mobile)
    .map((m) => m.text);

describe("a collector's message", () => {
  it('is offered as templates in the borrower’s language and sent with the loan’s values', async () => {
    const { order, mobile, post, get } = await overdueLoanOfASwahiliReader();
    const history = (await get()).json() as {
      templates: { id: string; values: string[]; text: string }[];
    };
    expect(history.templates).toEqual([
      { id: 'collector.reminder', values: [], text: sw.collector.reminder },
      { id: 'collector.missedCall', values: [], text: sw.collector.missedCall },
      { id: 'collector.promise', values: ['amount', 'date'], text: sw.collector.promise },
    ]);
    const sent = await post({
      outcome: 'promised',
      note: 'atalipa ijumaa',
      promiseAmount: 3_000,
      promiseDate: '2026-01-16',
      message: { template: 'collector.promise', values: { amount: 3_000, date: '2026-01-16' } },
    });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json()).toMatchObject({ messageSent: true });
    const [text] = textsTo(mobile);
    expect(text).toContain('asante kwa ahadi yako');
    expect(text).toContain(formatAmount(3_000, COUNTRY));
    expect(text).toContain('16/01/2026');
    expect(text).toContain(order.orderNo);
    expect(text).not.toMatch(/\{\{/);

    const reminder = await post({
      outcome: 'noAnswer',
      note: 'hakupokea',
      message: { template: 'collector.reminder' },
    });
    expect(reminder.statusCode, reminder.body).toBe(200);
    expect(textsTo(mobile)).toHaveLength(2);
    expect(textsTo(mobile)[0]).toContain(formatAmount(10_500, COUNTRY));
  });

  it('is refused unless it is a template with exactly its values, each of its shape', async () => {
    const { order, mobile, post } = await overdueLoanOfASwahiliReader();
    const date = '2026-01-16';
    const notTemplates: unknown[] = [
      'Pay now or we tell your employer',
      { template: 'collector.final', values: {} },
      { template: 'code.login', values: {} },
      { template: 'collector.reminder', values: { note: 'police will come' } },
      { template: 'collector.promise', values: { amount: 3_000 } },
      { template: 'collector.promise', values: { amount: '3000 or jail', date } },
      { template: 'collector.promise', values: { amount: 3_000, date: 'friday, or else' } },
      { template: 'collector.promise', values: { amount: 3_000, date: '2026-02-30' } },
      { template: 'collector.promise', values: { amount: 2.5, date } },
      { template: 'collector.promise', values: { amount: 3_000, date, extra: 'x' } },
    ];
    for (const message of notTemplates) {
      const res = await post({ outcome: 'reached', note: 'spoke', message });
      expect([res.statusCode, res.json()], JSON.stringify(message)).toEqual([
        400,
        { error: 'badTemplate' },
      ]);
    }
    expect(textsTo(mobile)).toEqual([]);
    const contacts = await ctx.testDb.db
      .select()
      .from(collectionContacts)
      .where(eq(collectionContacts.orderId, order.id));
    expect(contacts).toEqual([]);
  });
});
