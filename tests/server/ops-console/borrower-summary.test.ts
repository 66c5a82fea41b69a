/**
 * What support reads of a borrower through the console's API: the summary's amounts are the ones
 * the borrower's repayment screen shows, by borrower and by order; the profile comes as labelled
 * fields in the console's language with options in words, from the form file and the form words;
 * search results carry each borrower's last loan; the borrower's copy of their data is support's
 * to hand out (not collections'), and each copy is on the audit log.
 */
import { readFileSync } from 'node:fs';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { staffAudit, users } from '../../../src/server/db/schema';
import { setUpTestApp } from '../helpers';
import { businessDay } from '../../../src/server/domain/business-date';
import { exportData } from '../../../src/server/features/bureau';
import { loanOrderView } from '../../../src/server/features/repay/detail';
import { standingFor } from '../../../src/server/features/repay';
import { aBookedLoan } from '../../support/factories';
import { saveForms, serverDeps } from '../loan/steps';
import { signedInStaff } from './staff-session';

const ctx = setUpTestApp();
const DAY = 86_400_000;

interface Field {
  field: string;
  label: string;
  value: string;
}
interface Section {
  form: string;
  title: string;
  fields: Field[];
}

const words = (lang: string) =>
  JSON.parse(readFileSync(`locales/${lang}/forms.json`, 'utf8')) as {
    personal: { title: string; firstName: { label: string } };
    work: { employmentType: { label: string } };
    options: { employmentType: { employee: string } };
  };

describe('the borrower summary and profile in the console', () => {
  it('owes what the borrower sees, reads the profile in words, and hands out an audited copy', async () => {
    const now = ctx.t.clock.now();
    const dueDay = businessDay(now, 'TZ') - 9;
    const order = await aBookedLoan(ctx.testDb.db, {
      amount: 60_000,
      penalty: 1_500,
      now: now - 30 * DAY,
      order: { country: 'TZ', dueDay },
    });
    const borrower = { userId: order.userId, orderNo: order.orderNo };
    await saveForms(ctx.t, ctx.testDb, order.userId);
    const deps = serverDeps(ctx.t, ctx.testDb);
    // What the borrower's repayment screen answers for this loan today.
    const screen = await loanOrderView(deps, await standingFor(deps, order));
    const [user] = await ctx.testDb.db.select().from(users).where(eq(users.id, order.userId));

    const support = await signedInStaff(ctx, 'care@lender.test', 'support');
    const get = (url: string, headers = support.session.headers) =>
      ctx.t.app.inject({ method: 'GET', url: `/ops/api${url}`, headers });
    const summary = (await get(`/summary/borrowers/${borrower.userId}`)).json();
    expect(summary).toMatchObject({
      userId: borrower.userId,
      name: 'Asha Mwita',
      mobile: user?.mobile,
      country: 'TZ',
      flags: [],
      loans: 1,
      loan: {
        orderNo: borrower.orderNo,
        status: 3,
        daysPastDue: screen.overdueDays,
        owedToday: screen.amountDue,
        owedOnDueDate: screen.owedOnDueDate,
      },
    });
    expect(screen.overdueDays).toBeGreaterThan(0);
    expect((await get(`/summary/orders/${borrower.orderNo}`)).json()).toEqual(summary);

    for (const lang of ['en', 'sw_KE']) {
      const w = words(lang);
      const { sections } = (
        await get(`/borrowers/${borrower.userId}/profile?lang=${lang}`)
      ).json() as {
        sections: Section[];
      };
      expect(sections.map((s) => s.form)).toEqual([
        'personal',
        'work',
        'contacts',
        'questionnaire',
      ]);
      expect(sections[0]?.title).toBe(w.personal.title);
      expect(sections[0]?.fields[0]).toEqual({
        field: 'firstName',
        label: w.personal.firstName.label,
        value: 'Asha',
      });
      expect(sections[1]?.fields.find((f) => f.field === 'employmentType')).toEqual({
        field: 'employmentType',
        label: w.work.employmentType.label,
        value: w.options.employmentType.employee,
      });
      // No stored value or key reaches the page in place of words.
      const text = JSON.stringify(sections);
      expect(text).not.toContain('forms:');
    }

    const found = (await get('/borrowers?q=Asha%20Mwita')).json() as {
      rows: { userId: number; lastLoan: unknown }[];
    };
    expect(found.rows).toEqual([
      expect.objectContaining({
        userId: borrower.userId,
        lastLoan: expect.objectContaining({
          orderNo: borrower.orderNo,
          status: 3,
          daysPastDue: screen.overdueDays,
        }),
      }),
    ]);

    const collector = await signedInStaff(ctx, 'collect@lender.test', 'collections');
    const copyPath = `/borrowers/${borrower.userId}/data-copy`;
    expect((await get(copyPath, collector.session.headers)).statusCode).toBe(403);
    const copy = await get(copyPath);
    expect(copy.statusCode, copy.body).toBe(200);
    expect(copy.headers['content-disposition']).toContain('attachment');
    const mine = await exportData(deps, borrower.userId);
    const handed = copy.json() as typeof mine;
    // The borrower's own download, as the app gives it (its moment of export aside).
    expect({ ...handed, exportedAt: 0 }).toEqual({ ...mine, exportedAt: 0 });
    const trail = await ctx.testDb.db
      .select()
      .from(staffAudit)
      .where(
        and(
          eq(staffAudit.action, 'borrower.dataCopy'),
          eq(staffAudit.target, `user:${borrower.userId}`),
        ),
      );
    expect(trail).toHaveLength(1);
    expect(trail[0]?.staffId).toBe(support.account.id);
  });
});
