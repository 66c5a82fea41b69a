/**
 * The compliance desk over a Kenyan book: the files with the validator's verdict, a file's negative
 * row beside the delivered pre-listing notice that allowed it, the notices sent (delivered or
 * not), the download the validator passes, and marking a file submitted once per bureau; opening,
 * downloading and marking a file are audited.
 * Finance keeps the money and sees none of it.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { staffAudit } from '../../../src/server/db/schema';
import { businessDay } from '../../../src/server/domain/business-date';
import { bureauFacts, produceFile } from '../../../src/server/features/bureau';
import { bureauFormat } from '../../../src/server/features/bureau/formats';
import { SandboxSms } from '../../../src/server/providers/sms';
import { setUpTestApp, testConfig } from '../helpers';
import { seedBook } from '../bureau/book';
import { signedInStaff } from './staff-session';

const ctx = setUpTestApp();
const COUNTRY = 'KE';
const facts = bureauFacts(COUNTRY)!;
const silent = { warn: () => undefined, info: () => undefined, error: () => undefined };

interface FileRow {
  id: number;
  name: string;
  negative: number;
  submissions: { bureau: string; reference: string; email: string }[];
}
interface NegativeRow {
  orderNo: string;
  notice: { kind: string; sms: string; sentAt: string; deliveredAt: string | null } | null;
}

describe('the compliance desk', () => {
  it('shows, validates, downloads and marks submitted the bureau files, with their notices', async () => {
    const now = ctx.t.clock.now();
    const book = await seedBook(ctx.testDb.db, COUNTRY, facts, now);
    const deps = {
      db: ctx.testDb.db,
      clock: () => now,
      config: testConfig(),
      sms: new SandboxSms(() => now),
      log: silent as never,
    };
    expect(await produceFile(deps, COUNTRY, 'daily', businessDay(now, COUNTRY) - 1)).toBe(true);
    const { session } = await signedInStaff(ctx, 'law@lender.test', 'compliance');
    const get = (url: string) =>
      ctx.t.app.inject({ url: `/ops/api${url}`, headers: session.headers });

    const files = (await get('/bureau/files')).json<{ files: FileRow[] }>().files;
    expect(files).toHaveLength(1);
    const [file] = files;
    expect(file!.negative).toBe(1);

    const detail = (await get(`/bureau/files/${file!.id}`)).json<{
      valid: boolean;
      negative: NegativeRow[];
    }>();
    expect(detail.valid).toBe(true);
    expect(detail.negative).toHaveLength(1);
    expect(detail.negative[0]).toMatchObject({
      orderNo: book.listable.orderNo,
      notice: { kind: 'pre-listing', sms: 'delivered' },
    });
    expect(detail.negative[0]!.notice!.deliveredAt).not.toBeNull();
    const opened = await ctx.testDb.db
      .select()
      .from(staffAudit)
      .where(eq(staffAudit.action, 'bureau.fileView'));
    expect(opened.map((a) => [a.target, a.detail])).toEqual([
      [`bureauFile:${file!.id}`, { name: file!.name }],
    ]);

    const undelivered = (await get('/bureau/notices?delivered=no')).json<{
      notices: { orderNo: string; deliveredAt: string | null }[];
    }>().notices;
    expect(undelivered.map((n) => n.orderNo)).toEqual([book.undelivered.orderNo]);

    const download = await get(`/bureau/files/${file!.id}/download`);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-disposition']).toContain(file!.name);
    expect(bureauFormat(facts.format).validate(download.body)).toEqual([]);

    const bureau = facts.bureaus[0]!;
    const mark = () =>
      ctx.t.app.inject({
        method: 'POST',
        url: `/ops/api/bureau/files/${file!.id}/submitted`,
        headers: session.headers,
        payload: { bureau, reference: 'MET-2026-0614' },
      });
    expect((await mark()).statusCode).toBe(200);
    expect((await mark()).statusCode).toBe(400);
    const after = (await get('/bureau/files')).json<{ files: FileRow[] }>().files[0];
    expect(after!.submissions).toEqual([
      expect.objectContaining({ bureau, reference: 'MET-2026-0614', email: 'law@lender.test' }),
    ]);

    const finance = await signedInStaff(ctx, 'money@lender.test', 'finance');
    const refused = await ctx.t.app.inject({
      url: '/ops/api/bureau/files',
      headers: finance.session.headers,
    });
    expect(refused.statusCode).toBe(403);
  });

  it("opens on the country whose files report accounts, not another's empty files", async () => {
    const now = ctx.t.clock.now();
    await seedBook(ctx.testDb.db, COUNTRY, facts, now);
    const deps = {
      db: ctx.testDb.db,
      clock: () => now,
      config: testConfig(),
      sms: new SandboxSms(() => now),
      log: silent as never,
    };
    const day = businessDay(now, COUNTRY) - 1;
    expect(await produceFile(deps, COUNTRY, 'daily', day)).toBe(true);
    // Another country's files, empty and newer: the list opened on them before.
    expect(await produceFile(deps, 'TZ', 'daily', day - 1)).toBe(true);
    expect(await produceFile(deps, 'TZ', 'daily', day)).toBe(true);
    const { session } = await signedInStaff(ctx, 'law@lender.test', 'compliance');
    const get = (url: string) =>
      ctx.t.app.inject({ url: `/ops/api${url}`, headers: session.headers });
    type Listed = { country: string; files: { country: string; records: number }[] };

    const opened = (await get('/bureau/files')).json<Listed>();
    expect(opened.country).toBe(COUNTRY);
    expect(opened.files.map((f) => f.country)).toEqual([COUNTRY]);
    expect(opened.files[0]!.records).toBeGreaterThan(0);
    const other = (await get('/bureau/files?country=TZ')).json<Listed>();
    expect(other).toMatchObject({ country: 'TZ' });
    expect(other.files.map((f) => [f.country, f.records])).toEqual([
      ['TZ', 0],
      ['TZ', 0],
    ]);
    expect((await get('/bureau/files?country=XX')).statusCode).toBe(400);
  });
});
