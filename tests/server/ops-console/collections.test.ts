/**
 * The collections queue through the console's API: a lead gives the last filed day's
 * overdue loans to collectors by bucket under a cap; a collector sees the borrower's number and
 * what is owed, support a masked number; a contact is recorded and audited, refused in quiet
 * hours, to another number, to a do-not-contact borrower or on another collector's loan; a
 * promise becomes a follow-up on its day and is kept by a payment or broken without one.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { collectionContacts, staffAudit } from '../../../src/server/db/schema';
import { repaymentEntry } from '../../../src/server/domain/journal';
import { calendarDay } from '../../../src/server/features/ops-console/calendar-day';
import { closeBusinessDays } from '../../../src/server/features/portfolio';
import { aBookedLoan } from '../../support/factories';
import { setUpTestApp } from '../helpers';
import { runJobs } from '../loan/steps';
import { signedInStaff, staffLogin } from './staff-session';
import { unusedCountryCode } from '../../support/unused-country';
import { bookAlone } from '../../support/book-alone';

const ctx = setUpTestApp();
const COUNTRY = 'TZ';
const HOUR = 3_600_000;
const BOOKED = Date.parse('2025-09-01T09:00:00+03:00');

/** Three overdue loans filed at the close of 2026-01-14: 4, 25 and 105 days past due. */
async function overdueBook() {
  const loan = (due: string, amount: number) =>
    aBookedLoan(ctx.testDb.db, {
      amount,
      penalty: 500,
      now: BOOKED,
      order: { country: COUNTRY, dueDay: calendarDay(due) },
    });
  const early = await loan('2026-01-10', 10_000);
  const month = await loan('2025-12-20', 20_000);
  const old = await loan('2025-10-01', 30_000);
  await closeBusinessDays({ db: ctx.testDb.db, clock: ctx.t.clock.now });
  return { early, month, old };
}

/** A staff member's requests; `again()` signs in anew after the clock passed the session's life. */
const staffOf = async (email: string, role: string) => {
  const signed = await signedInStaff(ctx, email, role);
  let { headers } = signed.session;
  const get = (url: string) => ctx.t.app.inject({ method: 'GET', url: `/ops/api${url}`, headers });
  const post = (url: string, payload: Record<string, unknown>) =>
    ctx.t.app.inject({ method: 'POST', url: `/ops/api${url}`, headers, payload });
  const again = async () => {
    ({ headers } = await staffLogin(ctx.t.app, ctx.t.clock.now, signed.account));
  };
  return { id: signed.account.id, get, post, again };
};

type QueueRow = {
  orderNo: string;
  mobile: string;
  owed: number;
  promise: unknown;
  daysPastDue: number;
};
const rowsOf = (body: string) => (JSON.parse(body) as { rows: QueueRow[] }).rows;
/** A refusal as the console client reads it: the status and the `{ error }` body. */
const answer = (res: { statusCode: number; json(): unknown }) => [res.statusCode, res.json()];

async function teamWithAssignedBook() {
  const book = await overdueBook();
  const lead = await staffOf('lead@lender.test', 'admin');
  const amina = await staffOf('amina@lender.test', 'collections');
  const baraka = await staffOf('baraka@lender.test', 'collections');
  const assigned = await lead.post('/collections/assign', {
    country: COUNTRY,
    cap: 1,
    collectors: [
      { staffId: amina.id, buckets: ['1-7'] },
      { staffId: baraka.id, buckets: ['8-30', '91+'] },
    ],
  });
  return { book, lead, amina, baraka, assigned };
}

const audited = (action: string) =>
  ctx.testDb.db
    .select()
    .from(staffAudit)
    .where(eq(staffAudit.action, action))
    .orderBy(staffAudit.id);

describe('the collections queue', () => {
  it('is assigned by bucket under a cap; numbers are whole for collectors, masked for support', async () => {
    const { book, lead, amina, assigned } = await teamWithAssignedBook();
    expect(assigned.statusCode, assigned.body).toBe(200);
    // Baraka's cap of one takes the oldest debt; the 8-30 loan waits for room.
    expect(assigned.json()).toMatchObject({ assigned: 2 });
    expect((await lead.get('/collections/collectors')).json().rows).toHaveLength(2);
    const twice = { staffId: amina.id, buckets: ['8-30'] };
    const doubled = { country: COUNTRY, cap: 5, collectors: [twice, twice] };
    expect(answer(await lead.post('/collections/assign', doubled))).toEqual([
      400,
      { error: 'badInput' },
    ]);
    const support = await staffOf('care@lender.test', 'support');
    const notCollector = {
      country: COUNTRY,
      cap: 5,
      collectors: [{ ...twice, staffId: support.id }],
    };
    expect(answer(await lead.post('/collections/assign', notCollector))).toEqual([
      400,
      { error: 'notCollector' },
    ]);
    expect((await audited('collections.assign'))[0]?.detail).toMatchObject({ cap: 1 });

    const mine = await amina.get(`/collections/queue?country=${COUNTRY}&assignee=me`);
    expect(mine.statusCode, mine.body).toBe(200);
    expect(mine.json()).toMatchObject({ day: '2026-01-14' });
    expect(rowsOf(mine.body)).toMatchObject([
      // Filed at the close of the 14th, 4 days late; counted to the books' today, the 15th.
      { orderNo: book.early.orderNo, bucket: '1-7', daysPastDue: 5, owed: 10_500 },
    ]);
    expect(rowsOf(mine.body)[0]?.mobile).toMatch(/^\+255\d{9}$/);
    const waiting = await amina.get(`/collections/queue?country=${COUNTRY}&assignee=none`);
    expect(rowsOf(waiting.body).map((r) => r.orderNo)).toEqual([book.month.orderNo]);

    const all = rowsOf((await support.get(`/collections/queue?country=${COUNTRY}`)).body);
    expect(all.map((r) => r.orderNo)).toEqual([
      book.old.orderNo,
      book.month.orderNo,
      book.early.orderNo,
    ]);
    for (const row of all) expect(row.mobile).toMatch(/^\+\*+\d{2}$/);
    expect((await amina.post('/collections/assign', { country: COUNTRY })).statusCode).toBe(403);
    expect(
      (await support.post(`/collections/loans/${book.early.orderNo}/contacts`, {})).statusCode,
    ).toBe(403);
  });

  it('refuses in the console body, with the status its client reads', async () => {
    const lead = await staffOf('lead@lender.test', 'admin');
    const amina = await staffOf('amina@lender.test', 'collections');
    const assign = {
      country: COUNTRY,
      cap: 1,
      collectors: [{ staffId: amina.id, buckets: ['1-7'] }],
    };
    // No day closed yet: nothing to give out.
    expect(answer(await lead.post('/collections/assign', assign))).toEqual([
      409,
      { error: 'notFiled' },
    ]);
    const badInput = [400, { error: 'badInput' }];
    expect(answer(await lead.post('/collections/assign', { ...assign, cap: 0 }))).toEqual(badInput);
    expect(
      answer(await lead.post('/collections/assign', { ...assign, country: unusedCountryCode() })),
    ).toEqual(badInput);
    expect(answer(await lead.get(`/collections/queue?country=${unusedCountryCode()}`))).toEqual(
      badInput,
    );
    const unknown = '/collections/loans/NO-SUCH-LOAN/contacts';
    const notFound = [404, { error: 'notFound' }];
    expect(answer(await amina.get(unknown))).toEqual(notFound);
    expect(answer(await amina.post(unknown, { outcome: 'noAnswer', note: 'rang' }))).toEqual(
      notFound,
    );
  });

  it('records a contact, and refuses another’s loan, another number, quiet hours and do-not-contact', async () => {
    const { book, amina, baraka } = await teamWithAssignedBook();
    const url = `/collections/loans/${book.early.orderNo}/contacts`;
    const call = { outcome: 'noAnswer', note: 'rang twice' };
    expect((await amina.post(url, { outcome: 'shouted', note: 'x y' })).statusCode).toBe(400);
    const made = await amina.post(url, call);
    expect(made.statusCode, made.body).toBe(200);
    expect(answer(await baraka.post(url, call))).toEqual([409, { error: 'assignedToOther' }]);

    const other = await amina.post(url, { ...call, to: '+255689000111' });
    expect(answer(other)).toEqual([400, { error: 'notBorrowersNumber' }]);
    const refusals = await audited('collections.contactRefused');
    expect(refusals.map((r) => r.detail)).toEqual([
      { reason: 'assignedToOther' },
      { reason: 'notBorrowersNumber' },
    ]);

    const history = await amina.get(url);
    expect(history.json().rows).toMatchObject([
      { outcome: 'noAnswer', note: 'rang twice', staffEmail: 'amina@lender.test' },
    ]);
    expect((await audited('collections.contact'))[0]?.detail).toEqual(call);

    const flag = await amina.post(`/borrowers/${book.early.userId}/flags`, {
      kind: 'doNotContact',
      reason: 'asked in writing',
    });
    expect(flag.statusCode, flag.body).toBe(200);
    expect(answer(await amina.post(url, call))).toEqual([409, { error: 'doNotContact' }]);

    ctx.t.clock.advance(12 * HOUR); // 21:00 in Dar es Salaam
    await baraka.again();
    const late = `/collections/loans/${book.old.orderNo}/contacts`;
    expect(answer(await baraka.post(late, call))).toEqual([409, { error: 'outsideContactHours' }]);
  });

  it("counts a loan's days past due as its summary does, to today, not to the last close", async () => {
    const { book } = await teamWithAssignedBook();
    const support = await staffOf('care@lender.test', 'support');
    const agree = async () => {
      const rows = rowsOf((await support.get(`/collections/queue?country=${COUNTRY}`)).body);
      for (const loan of [book.early, book.month, book.old]) {
        const summary = (await support.get(`/summary/orders/${loan.orderNo}`)).json();
        const row = rows.find((r) => r.orderNo === loan.orderNo);
        expect(row?.daysPastDue, loan.orderNo).toBe(summary.loan.daysPastDue);
      }
      return rows.map((r) => r.daysPastDue);
    };
    expect(await agree()).toEqual([106, 26, 5]);
    // A day on with no close since: the filed day still says 105, 25 and 4.
    ctx.t.clock.advance(24 * HOUR);
    await support.again();
    expect(await agree()).toEqual([107, 27, 6]);
  });

  it('turns a promise into a follow-up on its day, kept by a payment, broken without one', async () => {
    const { book, amina, baraka } = await teamWithAssignedBook();
    const promise = (orderNo: string, amount: number, promiseDate = '2026-01-16') =>
      (orderNo === book.early.orderNo ? amina : baraka).post(
        `/collections/loans/${orderNo}/contacts`,
        { outcome: 'promised', note: 'will pay on Friday', promiseAmount: amount, promiseDate },
      );
    expect(answer(await promise(book.early.orderNo, 10_501))).toEqual([
      400,
      { error: 'badAmount' },
    ]);
    expect(answer(await promise(book.early.orderNo, 100, '2026-01-14'))).toEqual([
      400,
      { error: 'badDate' },
    ]);
    expect((await promise(book.early.orderNo, 3_000)).statusCode).toBe(200);
    expect((await promise(book.old.orderNo, 2_000)).statusCode).toBe(200);

    const queue = async () =>
      rowsOf((await amina.get(`/collections/queue?country=${COUNTRY}`)).body);
    const of = async (orderNo: string) => (await queue()).find((r) => r.orderNo === orderNo);
    expect(await of(book.early.orderNo)).toMatchObject({
      promise: { amount: 3_000, date: '2026-01-16', state: 'pending' },
      followUp: false,
    });

    ctx.t.clock.advance(24 * HOUR);
    await amina.again();
    expect(await of(book.early.orderNo)).toMatchObject({ followUp: true });
    const paid = repaymentEntry({ penalty: 500, fee: 0, interest: 0, principal: 2_500, excess: 0 });
    await bookAlone(ctx.testDb.db, book.early.id, 'repay:promise', paid, ctx.t.clock.now());
    expect(await of(book.early.orderNo)).toMatchObject({
      promise: { state: 'kept' },
      followUp: false,
    });
    expect(await of(book.old.orderNo)).toMatchObject({ promise: { state: 'pending' } });

    ctx.t.clock.advance(24 * HOUR);
    await amina.again();
    expect(await of(book.old.orderNo)).toMatchObject({
      promise: { state: 'broken' },
      followUp: false,
    });
    const settled = await audited('collections.promise');
    expect(settled.map((r) => r.detail)).toEqual([
      expect.objectContaining({ state: 'kept', amount: 3_000, paid: 3_000 }),
      expect.objectContaining({ state: 'broken', amount: 2_000, paid: 0 }),
    ]);
  });

  it('settles a promise in the job run, though nobody reads the queue', async () => {
    const { book, baraka } = await teamWithAssignedBook();
    const made = await baraka.post(`/collections/loans/${book.old.orderNo}/contacts`, {
      outcome: 'promised',
      note: 'salary on Friday',
      promiseAmount: 1_000,
      promiseDate: '2026-01-15',
    });
    expect(made.statusCode, made.body).toBe(200);
    await runJobs(ctx.t, ctx.testDb);
    const state = async () =>
      (await ctx.testDb.db.select().from(collectionContacts)).map((r) => r.promiseState);
    expect(await state()).toEqual(['pending']);
    ctx.t.clock.advance(24 * HOUR);
    await runJobs(ctx.t, ctx.testDb);
    expect(await state()).toEqual(['broken']);
  });
});
