/** Data-collection checks (docs/product.md §7): nothing required by default, flags per country when configured. */
import { eq } from 'drizzle-orm';
import { byCountry } from '../../../src/shared/countries';
import { describe, expect, it, onTestFinished } from 'vitest';
import { users } from '../../../src/server/db/schema';
import { recordCollected } from '../../../src/server/features/collection/service';
import { flagStatus } from '../../../src/server/features/collection/required-flags';
import { buildTestApp, call, setUpTestDb, signIn } from '../helpers';
import { api, borrowerAtConfirm, codeOf, ok, runJobs, signedQuote } from '../loan/steps';

const ctx = setUpTestDb();

const none = {
  appList: false,
  sms: false,
  exif: false,
  device: false,
  contact: false,
  callLog: false,
  location: false,
};

describe('by default (docs/architecture.md §1: contacts, SMS, call log, location and photos are banned)', () => {
  it('needs no SDK, no flag, and no package list', async () => {
    const t = await buildTestApp(ctx.testDb);
    const token = await signIn(t, '0712345678');
    expect(
      (await call(t.app, 'timeUploadEnable', { orderNo: 'A1' }, { token })).json().data,
    ).toEqual({ enableTimeSdk: false });
    expect(
      (await call(t.app, 'timeUploadStatus', { orderNo: 'A1' }, { token })).json().data,
    ).toEqual({ ...none, required: [] });
    expect((await call(t.app, 'devicePackageList', {}, { token })).json().data).toEqual({
      packages: [],
    });
  });
});

describe('with flags configured for one country', () => {
  it('asks a Kenyan borrower for them and reports what the shell collected, and not a Tanzanian one', async () => {
    const t = await buildTestApp(ctx.testDb, {
      config: {
        collectionRequired: { ...byCountry(() => []), KE: ['device', 'appList'] },
        devicePackages: ['com.example.wallet'],
      },
    });
    const ke = await signIn(t, '+254712345678');
    const tz = await signIn(t, '0712345678');
    expect(
      (await call(t.app, 'timeUploadEnable', { orderNo: 'K1' }, { token: ke })).json().data
        .enableTimeSdk,
    ).toBe(true);
    expect(
      (await call(t.app, 'timeUploadEnable', { orderNo: 'T1' }, { token: tz })).json().data
        .enableTimeSdk,
    ).toBe(false);
    const [user] = await ctx.testDb.db
      .select()
      .from(users)
      .where(eq(users.mobile, '+254712345678'));
    await recordCollected({ db: ctx.testDb.db, clock: t.clock.now }, user?.id ?? 0, 'K1', [
      'device',
    ]);
    const status = (await call(t.app, 'timeUploadStatus', { orderNo: 'K1' }, { token: ke })).json()
      .data;
    expect(status).toEqual({ ...none, device: true, required: ['appList', 'device'] });
    expect((await call(t.app, 'devicePackageList', {}, { token: ke })).json().data).toEqual({
      packages: ['com.example.wallet'],
    });
  });
});

describe("the native shell's report", () => {
  it('unblocks an order waiting for its data, and only from the borrower who owns it', async () => {
    const t = await buildTestApp(ctx.testDb, {
      config: { collectionRequired: { ...byCountry(() => []), TZ: ['device', 'appList'] } },
    });
    onTestFinished(() => t.app.close());
    const a = await borrowerAtConfirm(t, ctx.testDb, '0712000041');
    const signed = await signedQuote(t, a.token, a.orderNo, 10_000);
    expect((await api(t, 'submit', signed, a.token)).status).toBe(19);
    const report = (token: string, collected: string[]) =>
      call(t.app, 'timeUploadReport', { orderNo: a.orderNo, collected }, { token });
    const latest = async () => (await api(t, 'loanOrderLatest', {}, a.token)).order?.status;
    const assess = async () => {
      t.clock.advance(60_000);
      await runJobs(t, ctx.testDb);
    };

    // Another borrower cannot unblock it.
    const b = await signIn(t, '0712000042');
    expect(codeOf(await report(b, ['device', 'appList']))).toBe(30002);
    await assess();
    expect(await latest()).toBe(19);
    // Half the data: still waiting; the rest: it goes on to the assessment.
    expect(ok(await report(a.token, ['device']), 'timeUploadReport')).toEqual({
      orderNo: a.orderNo,
    });
    await assess();
    expect(await latest()).toBe(19);
    await report(a.token, ['appList']);
    await assess();
    expect(await latest()).not.toBe(19);
  });
});

describe('flagStatus', () => {
  it('keeps the catalogue order and marks only reported flags', () => {
    expect(flagStatus(['location', 'sms'], ['sms'])).toEqual({
      ...none,
      sms: true,
      required: ['sms', 'location'],
    });
  });
});
