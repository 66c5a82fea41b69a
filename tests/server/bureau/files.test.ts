/**
 * Bureau files from a seeded book, in every country that reports (each in its own format): the
 * file validates, holds every account (the disputed one marked disputed where the format says
 * so, else held out), lists negative exactly the loan over
 * the threshold whose notice was delivered more than the notice days ago, and shows the paid loan
 * settled. The notices the book calls for go through the outbox, once.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bureauFiles, bureauNotices } from '../../../src/server/db/schema';
import { businessDay } from '../../../src/server/domain/business-date';
import { readCisValues } from '../../../src/server/domain/bureau/cis-read';
import { cisLayout } from '../../../src/server/features/bureau/cis-layout-file';
import { bureauFormat } from '../../../src/server/features/bureau/formats';
import { bureauFacts, produceFile, sendBureauNotices } from '../../../src/server/features/bureau';
import { messagesTo } from '../../../src/server/features/sms/repo';
import { SandboxSms } from '../../../src/server/providers/sms';
import { COUNTRY_CODES } from '../../../src/shared/countries';
import { setUpTestDb, testConfig } from '../helpers';
import { seedBook } from './book';

const ctx = setUpTestDb();
const reporting = COUNTRY_CODES.filter((c) => bureauFacts(c));
// Mid-morning in East Africa, outside every quiet hour.
const NOW = Date.UTC(2026, 5, 15, 8, 0, 0);
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

describe.each(reporting)('bureau files of %s', (country) => {
  const facts = bureauFacts(country)!;

  it('validate, hold every account, list negative only the noticed loan over the threshold', async () => {
    const book = await seedBook(ctx.testDb.db, country, facts, NOW);
    const day = businessDay(NOW, country) - 1;
    expect(await produceFile(deps(NOW), country, 'daily', day)).toBe(true);
    // Once per day: a second pass writes nothing.
    expect(await produceFile(deps(NOW), country, 'daily', day)).toBe(false);

    const [file] = await ctx.testDb.db
      .select()
      .from(bureauFiles)
      .where(eq(bureauFiles.country, country));
    const format = bureauFormat(facts.format);
    expect(file?.format).toBe(format.id);
    expect(format.validate(file?.content ?? '')).toEqual([]);

    const accounts = format.read(file?.content ?? '');
    const byNo = new Map(accounts.map((a) => [a.accountNumber, a]));
    const listed = (name: keyof typeof book) => byNo.get(book[name].orderNo)?.listing;
    // The Kenyan file keeps a disputed account, marked disputed; the Tanzanian one holds it out.
    const disputedIn = format.reportsDisputed === true;
    expect(accounts).toHaveLength(Object.keys(book).length - (disputedIn ? 0 : 1));
    expect(listed('disputed')).toBe(disputedIn ? 'held' : undefined);
    expect(accounts.filter((a) => a.listing === 'negative').map((a) => a.accountNumber)).toEqual([
      book.listable.orderNo,
    ]);
    expect(listed('good')).toBe('positive');
    expect(listed('freshNotice')).toBe('positive');
    expect(listed('undelivered')).toBe('positive');
    expect(listed('underThreshold')).toBe('positive');
    expect(listed('noNotice')).toBe('positive');
    expect(byNo.get(book.paid.orderNo)).toMatchObject({
      listing: 'settled',
      balance: 0,
      overdue: 0,
    });
    expect(byNo.get(book.listable.orderNo)?.overdue).toBe(facts.negativeThreshold * 5);
    if (format.id === 'cis-4.1') {
      // The late loans the law does not let us list yet carry no arrears datum in any field.
      const rows = new Map(
        readCisValues(cisLayout(), file?.content ?? '').map((v) => [v.accountNumber, v]),
      );
      for (const name of [
        'freshNotice',
        'undelivered',
        'underThreshold',
        'noNotice',
        'disputed',
      ] as const)
        expect(rows.get(book[name].orderNo)).toMatchObject({
          overdueBalance: '0',
          overdueDate: '',
          daysInArrears: '0',
          instalmentsInArrears: '0',
          riskClass: 'A',
          accountStatus: name === 'disputed' ? 'P' : 'F',
        });
      // Due 40 days before today: the file dated yesterday counts its arrears on yesterday.
      expect(rows.get(book.listable.orderNo)).toMatchObject({
        daysInArrears: '39',
        riskClass: 'B',
      });
      expect(rows.get(book.paid.orderNo)).toMatchObject({ accountStatus: 'A', productType: 'I' });
    }
    expect(file).toMatchObject({
      records: accounts.length,
      negative: 1,
      heldOut: disputedIn ? 0 : 1,
    });
  });

  it('sends the notice before listing, the one after it, and nothing to the disputed loan', async () => {
    const book = await seedBook(ctx.testDb.db, country, facts, NOW);
    const sent = await sendBureauNotices(deps(NOW), country);
    const templates = async (mobile: string) =>
      (await messagesTo(ctx.testDb.db, mobile)).map((m) => m.template);
    expect(await templates(book.noNotice.mobile)).toEqual(['bureau.preListing']);
    expect(await templates(book.listable.mobile)).toEqual(['bureau.preListing', 'bureau.listed']);
    expect(await templates(book.disputed.mobile)).toEqual(['bureau.preListing']);
    expect(await templates(book.good.mobile)).toEqual([]);
    expect(sent).toBe(2);
    // Once: the next pass finds each notice written.
    expect(await sendBureauNotices(deps(NOW), country)).toBe(0);
    const notices = await ctx.testDb.db
      .select()
      .from(bureauNotices)
      .where(eq(bureauNotices.orderId, book.noNotice.orderId));
    expect(notices.map((n) => n.kind)).toEqual(['pre-listing']);
    expect(notices[0]?.outboxId).not.toBeNull();
  });
});
