/** The app download link (docs/product.md §7 /app-download/getAddress): Play Store page or 'no url'. */
import { describe, expect, it } from 'vitest';
import { buildTestApp, call, setUpTestDb } from '../helpers';

const ctx = setUpTestDb({ reset: false });

describe('appDownloadGetAddress', () => {
  it('answers an empty url when no package is configured', async () => {
    const t = await buildTestApp(ctx.testDb);
    expect((await call(t.app, 'appDownloadGetAddress')).json().data).toEqual({
      packageName: '',
      url: '',
    });
  });

  it('answers the Play Store page of the configured package', async () => {
    const t = await buildTestApp(ctx.testDb, { config: { playStorePackage: 'com.mkopo.credit' } });
    expect((await call(t.app, 'appDownloadGetAddress')).json().data).toEqual({
      packageName: 'com.mkopo.credit',
      url: 'https://play.google.com/store/apps/details?id=com.mkopo.credit',
    });
  });
});
