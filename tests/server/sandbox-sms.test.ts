import { describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app';
import { buildTestApp, call, createClock, setUpTestDb, testConfig } from './helpers';

const ctx = setUpTestDb();

describe('/sandbox/sms', () => {
  it('lists the codes sent by the default sandbox provider, newest first, as JSON and HTML', async () => {
    const clock = createClock();
    // No injected SMS provider: the app's own sandbox feeds the page.
    const app = await buildApp(testConfig(), { db: ctx.testDb.db, clock: clock.now });
    await call(app, 'getVerifyCode', { mobile: '0712345678', type: 'register' });
    clock.advance(5_000);
    await call(app, 'getVerifyCode', { mobile: '+254712345678', type: 'register' });

    const json = await app.inject({ method: 'GET', url: '/sandbox/sms?format=json' });
    expect(json.statusCode).toBe(200);
    const list = json.json() as Array<Record<string, unknown>>;
    expect(list).toEqual([
      {
        mobile: '+254712345678',
        purpose: 'register',
        code: expect.stringMatching(/^\d{6}$/),
        sentAt: clock.now(),
      },
      {
        mobile: '+255712345678',
        purpose: 'register',
        code: expect.stringMatching(/^\d{6}$/),
        sentAt: clock.now() - 5_000,
      },
    ]);

    const html = await app.inject({ method: 'GET', url: '/sandbox/sms' });
    expect(html.headers['content-type']).toMatch(/^text\/html/);
    expect(html.body).toContain(String(list[0]?.code));
    expect(html.body.indexOf('+254712345678')).toBeLessThan(html.body.indexOf('+255712345678'));
    await app.close();
  });

  it('shows the outbox: every message with its status, provider and text', async () => {
    const clock = createClock();
    const app = await buildApp(testConfig(), { db: ctx.testDb.db, clock: clock.now });
    await call(app, 'getVerifyCode', { mobile: '0712345678', type: 'register' });
    const [code] = (
      await app.inject({ method: 'GET', url: '/sandbox/sms?format=json' })
    ).json() as Array<{
      code: string;
    }>;
    const outbox = (await app.inject({ method: 'GET', url: '/sandbox/sms?format=outbox' })).json();
    expect(outbox).toEqual([
      expect.objectContaining({
        mobile: '+255712345678',
        template: 'code.register',
        // No language asked: Tanzania's first, Tanzanian Kiswahili.
        lang: 'sw_TZ',
        status: 'delivered',
        provider: 'sandbox',
        attempts: 1,
        text: `Mkopo: namba yako ya usajili ni ${code?.code}. Itaisha baada ya dakika 5. Usimpe mtu yeyote.`,
      }),
    ]);
    const html = (await app.inject({ method: 'GET', url: '/sandbox/sms' })).body;
    expect(html).toContain('<h2>Outbox</h2>');
    expect(html).toContain('<td>code.register</td><td><b>delivered</b></td><td>sandbox</td>');
    await app.close();
  });

  it('does not exist outside sandbox mode', async () => {
    const t = await buildTestApp(ctx.testDb, { config: { sandbox: false } });
    for (const url of ['/sandbox/sms', '/sandbox/sms?format=json', '/sandbox/sms?format=outbox']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ code: 40401, data: null });
    }
  });
});
