/** Data-collection checks (spec §7): nothing required by default, flags per country when configured. */
import { eq } from 'drizzle-orm';
import { byCountry } from '../../../src/shared/countries';
import { describe, expect, it } from 'vitest';
import { users } from '../../../src/server/db/schema';
import { recordCollected } from '../../../src/server/features/collection/service';
import { flagStatus } from '../../../src/server/features/collection/required-flags';
import { buildTestApp, call, setUpTestDb, signIn } from '../helpers';

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

describe('by default (DESIGN §1: contacts, SMS, call log, location and photos are banned)', () => {
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

describe('flagStatus', () => {
  it('keeps the catalogue order and marks only reported flags', () => {
    expect(flagStatus(['location', 'sms'], ['sms'])).toEqual({
      ...none,
      sms: true,
      required: ['sms', 'location'],
    });
  });
});
