/** The app download link (spec §7 /app-download/getAddress): Play Store page or 'no url'. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, call, createTestDb, type TestDb } from '../helpers';

let testDb: TestDb;
beforeAll(async () => {
  testDb = await createTestDb();
});
afterAll(async () => {
  await testDb.close();
});

describe('appDownloadGetAddress', () => {
  it('answers an empty url when no package is configured', async () => {
    const t = await buildTestApp(testDb);
    expect((await call(t.app, 'appDownloadGetAddress')).json().data).toEqual({
      packageName: '',
      url: '',
    });
  });

  it('answers the Play Store page of the configured package', async () => {
    const t = await buildTestApp(testDb, { config: { playStorePackage: 'com.mkopo.credit' } });
    expect((await call(t.app, 'appDownloadGetAddress')).json().data).toEqual({
      packageName: 'com.mkopo.credit',
      url: 'https://play.google.com/store/apps/details?id=com.mkopo.credit',
    });
  });
});
