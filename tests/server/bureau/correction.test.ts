/**
 * Correcting the bureau data of a disputed loan (0026), on a seeded book in every reporting
 * country: the disputed late loan is held out of the file (the Kenyan file keeps it, marked
 * disputed, with no arrears); closed upheld, its correction is recorded (who, when, the listing
 * before and after) and audited with the close, and the next
 * file carries it non-negative, the borrower told once by SMS; closed rejected, the hold ends and
 * the loan is reported as the books say, negative.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  bureauCorrections,
  bureauFiles,
  bureauNotices,
  rightsRequests,
  staffAudit,
} from '../../../src/server/db/schema';
import { businessDay } from '../../../src/server/domain/business-date';
import { bureauFormat } from '../../../src/server/features/bureau/formats';
import { bureauFacts, produceFile, sendBureauNotices } from '../../../src/server/features/bureau';
import { closeRequest } from '../../../src/server/features/ops-console/rights-requests';
import { messagesTo } from '../../../src/server/features/sms/repo';
import { SandboxSms } from '../../../src/server/providers/sms';
import { COUNTRY_CODES, type Country } from '../../../src/shared/countries';
import { setUpTestDb, testConfig } from '../helpers';
import { seedBook } from './book';

const ctx = setUpTestDb();
const reporting = COUNTRY_CODES.filter((c) => bureauFacts(c));
// Mid-morning in East Africa, outside every quiet hour.
const NOW = Date.UTC(2026, 5, 15, 8, 0, 0);
const DAY = 86_400_000;
const FINANCE = 41;
const silent = { warn: () => undefined, info: () => undefined, error: () => undefined };

function deps(now: number) {
  return {
    db: ctx.testDb.db,
    clock: () => now,
    config: testConfig(),
    sms: new SandboxSms(() => now),
    log: silent as never,
  };
}

/** The accounts of the country's daily file of `day`, produced at `now`, by account number. */
async function fileOf(country: Country, day: number, now: number) {
  expect(await produceFile(deps(now), country, 'daily', day)).toBe(true);
  const [file] = (
    await ctx.testDb.db.select().from(bureauFiles).where(eq(bureauFiles.country, country))
  ).filter((f) => f.day === day);
  const format = bureauFormat(bureauFacts(country)?.format ?? '');
  expect(format.validate(file?.content ?? '')).toEqual([]);
  return new Map(format.read(file?.content ?? '').map((a) => [a.accountNumber, a]));
}

async function disputeOf(orderId: number) {
  const [row] = await ctx.testDb.db
    .select()
    .from(rightsRequests)
    .where(eq(rightsRequests.orderId, orderId));
  if (!row) throw new Error('no dispute seeded');
  return row;
}

describe.each(reporting)('correcting a disputed account in %s', (country) => {
  const facts = bureauFacts(country)!;
  const today = businessDay(NOW, country);

  it('upheld: the correction is recorded and audited, and the next file reports it non-negative', async () => {
    const book = await seedBook(ctx.testDb.db, country, facts, NOW);
    const held = await fileOf(country, today - 1, NOW);
    // While disputed: marked disputed where the format says so (with no arrears), else held out.
    const disputedIn = bureauFormat(facts.format).reportsDisputed === true;
    expect(held.get(book.disputed.orderNo)).toEqual(
      disputedIn ? expect.objectContaining({ listing: 'held', overdue: 0 }) : undefined,
    );

    const dispute = await disputeOf(book.disputed.orderId);
    // It had been listed before the borrower disputed it.
    await ctx.testDb.db.insert(bureauNotices).values({
      orderId: book.disputed.orderId,
      userId: dispute.userId ?? 0,
      kind: 'listed',
      amount: facts.negativeThreshold * 5,
      createdAt: new Date(NOW - 2 * DAY),
    });
    const later = NOW + 3_600_000;
    const answer = {
      outcome: 'upheld',
      response: 'The payment was misapplied; listing withdrawn.',
    };
    const closed = await closeRequest(deps(later), FINANCE, dispute.id, answer, '10.0.0.1');
    expect(closed).toMatchObject({
      outcome: 'upheld',
      correction: { accountNumber: book.disputed.orderNo, before: 'negative', after: 'positive' },
    });

    const corrections = await ctx.testDb.db.select().from(bureauCorrections);
    expect(corrections).toHaveLength(1);
    expect(corrections[0]).toMatchObject({
      orderId: book.disputed.orderId,
      requestId: dispute.id,
      country,
      staffId: FINANCE,
      before: 'negative',
      after: 'positive',
    });
    expect(corrections[0]?.createdAt.getTime()).toBe(later);
    const trail = await ctx.testDb.db
      .select()
      .from(staffAudit)
      .where(eq(staffAudit.action, 'bureau.correct'));
    expect(trail).toHaveLength(1);
    expect(trail[0]).toMatchObject({
      staffId: FINANCE,
      target: `order:${book.disputed.orderNo}`,
      detail: { reference: dispute.reference, before: 'negative', after: 'positive' },
    });

    const next = await fileOf(country, today, NOW + DAY);
    expect(next.get(book.disputed.orderNo)?.listing).toBe('positive');
    // The books are not rewritten: the balance still stands; only the listing is corrected.
    expect(next.get(book.disputed.orderNo)?.balance).toBe(facts.negativeThreshold * 5);
    // Every other account is reported as before: the one noticed loan stays negative.
    expect(next.get(book.listable.orderNo)?.listing).toBe('negative');
    // The borrower is told once that the listing was withdrawn; no listing notice follows.
    await sendBureauNotices(deps(NOW + DAY), country);
    await sendBureauNotices(deps(NOW + DAY), country);
    const templates = (await messagesTo(ctx.testDb.db, book.disputed.mobile)).map(
      (m) => m.template,
    );
    expect(templates).toEqual(['bureau.preListing', 'bureau.corrected']);
  });

  it('rejected: the hold ends and the account is reported as the books say', async () => {
    const book = await seedBook(ctx.testDb.db, country, facts, NOW);
    const dispute = await disputeOf(book.disputed.orderId);
    const answer = { outcome: 'rejected', response: 'The loan was repaid 40 days late.' };
    const closed = await closeRequest(deps(NOW), FINANCE, dispute.id, answer, null);
    expect(closed).not.toHaveProperty('correction');
    expect(await ctx.testDb.db.select().from(bureauCorrections)).toEqual([]);

    const next = await fileOf(country, today, NOW + DAY);
    expect(next.get(book.disputed.orderNo)).toMatchObject({
      listing: 'negative',
      overdue: facts.negativeThreshold * 5,
    });
  });
});
