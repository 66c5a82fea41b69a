/** Country calls under /cou: meta per country, and the caller's country from a trusted header. */
import { describe, expect, it } from 'vitest';
import { sealPayload } from '../../../src/shared/envelope';
import { buildTestApp, call, setUpTestDb } from '../helpers';
import { unusedCountryCode } from '../../support/unused-country';

const ctx = setUpTestDb();

describe('country meta', () => {
  it('gives dial code, currency, languages and wallets of TZ and KE', async () => {
    const t = await buildTestApp(ctx.testDb);
    const tz = (await call(t.app, 'countryMetaCode', { country: 'TZ' })).json().data;
    expect(tz).toMatchObject({
      country: 'TZ',
      currency: 'TZS',
      callingCode: '+255',
      timeZone: 'Africa/Dar_es_Salaam',
    });
    expect(tz.wallets).toEqual(expect.arrayContaining(['mpesa', 'tigo', 'airtel', 'halopesa']));
    const ke = (await call(t.app, 'countryMetaCode', { country: 'KE' })).json().data;
    expect(ke).toMatchObject({ country: 'KE', currency: 'KSh', callingCode: '+254' });
    expect(ke.wallets).toContain('mpesa');
  });

  it('answers the configured default country without a trusted header', async () => {
    const t = await buildTestApp(ctx.testDb, { config: { defaultCountry: 'KE' } });
    const res = await call(t.app, 'countryMetaIp', {}, { ip: '41.59.1.1' });
    expect(res.json().data).toMatchObject({ country: 'KE', detected: false });
  });

  it('trusts CF-IPCountry only for a country it serves', async () => {
    const t = await buildTestApp(ctx.testDb);
    const send = (country: string) =>
      t.app.inject({
        method: 'POST',
        url: '/cou/country/meta/ip',
        headers: { 'content-type': 'text/plain', 'cf-ipcountry': country },
        payload: sealPayload({}, 'com.mkopo.credit'),
      });
    expect((await send('KE')).json().data).toMatchObject({ country: 'KE', detected: true });
    const notServed = unusedCountryCode().toLowerCase();
    expect((await send(notServed)).json().data).toMatchObject({ country: 'TZ', detected: false });
  });

  it('gives a visitor the loan range of their own country, in its currency', async () => {
    const t = await buildTestApp(ctx.testDb);
    const range = async (payload: Record<string, unknown>) =>
      (await call(t.app, 'loanMarketIndex', payload)).json().data;
    expect(await range({ country: 'KE' })).toMatchObject({ currency: 'KSh', maxAmount: 5_000 });
    expect(await range({})).toMatchObject({ currency: 'TZS', maxAmount: 60_000 });
  });
});
