/**
 * A seeded book for the bureau tests, in one country: a good loan, late ones (notice delivered
 * long enough ago, delivered too recently, never delivered, under the threshold), a disputed one
 * and a paid one, each booked in the journal as the ledger books them.
 */
import {
  bureauNotices,
  profileForms,
  rightsRequests,
  smsOutbox,
} from '../../../src/server/db/schema';
import type { Db } from '../../../src/server/db/client';
import { businessDay } from '../../../src/server/domain/business-date';
import { disbursementEntry, repaymentEntry } from '../../../src/server/domain/journal';
import type { BureauFacts } from '../../../src/server/features/bureau';
import { ORDER_STATUS } from '../../../src/shared/orders';
import type { Country } from '../../../src/shared/countries';
import { aBorrower, anOrder } from '../../support/factories';
import { bookAlone } from '../../support/book-alone';

const DAY = 86_400_000;

export type LoanCase =
  | 'good'
  | 'listable'
  | 'freshNotice'
  | 'undelivered'
  | 'underThreshold'
  | 'disputed'
  | 'paid'
  | 'noNotice';

export interface SeededLoan {
  readonly orderNo: string;
  readonly orderId: number;
  readonly mobile: string;
}

export async function seedBook(
  db: Db,
  country: Country,
  facts: BureauFacts,
  now: number,
): Promise<Record<LoanCase, SeededLoan>> {
  const today = businessDay(now, country);
  const principal = facts.negativeThreshold * 5;
  const seeded: Partial<Record<LoanCase, SeededLoan>> = {};

  async function loan(
    name: LoanCase,
    o: { late: boolean; repaid?: number; noticeAgeDays?: number; delivered?: boolean },
  ): Promise<void> {
    const user = await aBorrower(db, { country });
    await db.insert(profileForms).values({
      userId: user.id,
      form: 'personal',
      country,
      data: {
        firstName: 'Amina',
        middleName: 'W',
        lastName: `Test${name}`,
        nationalId: `${user.id}2345678`,
        gender: '2',
        inputBirthday: '14-03-1991',
      },
      schemaHash: 'seed',
      updatedAt: new Date(now),
    });
    const paid = o.repaid === principal;
    const order = await anOrder(db, user, {
      amount: principal,
      days: o.late ? 10 : 15,
      disbursedAt: new Date(now - (o.late ? 50 : 5) * DAY),
      dueDay: o.late ? today - 40 : today + 10,
      status: paid ? ORDER_STATUS.finish : o.late ? ORDER_STATUS.overdue : ORDER_STATUS.repaying,
      finishedAt: paid ? new Date(now - 2 * DAY) : null,
    });
    await bookAlone(
      db,
      order.id,
      `disb:${order.id}`,
      disbursementEntry({ loanAmount: principal, fee: 0, feeTax: 0 }),
      now - 50 * DAY,
    );
    if (o.repaid) {
      const entry = repaymentEntry({
        penalty: 0,
        fee: 0,
        interest: 0,
        principal: o.repaid,
        excess: 0,
      });
      await bookAlone(db, order.id, `pay:${order.id}`, entry, now - 2 * DAY);
    }
    if (o.noticeAgeDays !== undefined) {
      const at = new Date(now - o.noticeAgeDays * DAY);
      await seedPreListingNotice(
        db,
        { order, user, country, amount: principal, at },
        o.delivered !== false,
      );
    }
    seeded[name] = { orderNo: order.orderNo, orderId: order.id, mobile: user.mobile };
    if (name === 'disputed')
      await db.insert(rightsRequests).values({
        reference: `D-${order.id}`,
        userId: user.id,
        country,
        kind: 'dispute',
        orderId: order.id,
        body: 'I paid this loan on time.',
        status: 'acknowledged',
        createdAt: new Date(now - DAY),
        ackDueAt: new Date(now + DAY),
        resolveDueAt: new Date(now + 14 * DAY),
      });
  }

  const old = facts.noticeDays + 1;
  await loan('good', { late: false });
  await loan('listable', { late: true, noticeAgeDays: old });
  await loan('freshNotice', { late: true, noticeAgeDays: facts.noticeDays - 5 });
  await loan('undelivered', { late: true, noticeAgeDays: old, delivered: false });
  await loan('underThreshold', {
    late: true,
    repaid: principal - facts.negativeThreshold,
    noticeAgeDays: old,
  });
  await loan('disputed', { late: true, noticeAgeDays: old });
  await loan('paid', { late: true, repaid: principal, noticeAgeDays: old });
  await loan('noNotice', { late: true });
  return seeded as Record<LoanCase, SeededLoan>;
}

/** A pre-listing notice of `order`, its SMS sent at `at` (and delivered then, unless not). */
export async function seedPreListingNotice(
  db: Db,
  notice: {
    order: { id: number };
    user: { id: number; mobile: string };
    country: Country;
    amount: number;
    at: Date;
  },
  delivered = true,
): Promise<void> {
  const { order, user, country, amount, at } = notice;
  const [sms] = await db
    .insert(smsOutbox)
    .values({
      key: `bureau:pre-listing:${order.id}`,
      userId: user.id,
      orderId: order.id,
      mobile: user.mobile,
      country,
      lang: 'en',
      template: 'bureau.preListing',
      status: delivered ? 'delivered' : 'sent',
      nextAttemptAt: at,
      createdAt: at,
      finalAt: delivered ? at : null,
    })
    .returning();
  await db.insert(bureauNotices).values({
    orderId: order.id,
    userId: user.id,
    kind: 'pre-listing',
    outboxId: sms?.id ?? null,
    amount,
    createdAt: at,
  });
}
